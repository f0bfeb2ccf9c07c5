import { FlaskConical, Users } from "lucide-react";
import { ComingSoonTab } from "./coming-soon-tab.tsx";

/** The strategy tab (product rules §1: only its existence is evidenced). */
export function StrategyComingSoon() {
  return <ComingSoonTab topic="strategy" icon={FlaskConical} />;
}

/** The community tab until it lands. */
export function CommunityComingSoon() {
  return <ComingSoonTab topic="community" icon={Users} />;
}
