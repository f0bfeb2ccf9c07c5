import { FlaskConical } from "lucide-react";
import { ComingSoonTab } from "./coming-soon-tab.tsx";

/** The strategy tab (product rules §1: only its existence is evidenced). */
export function StrategyComingSoon() {
  return <ComingSoonTab topic="strategy" icon={FlaskConical} />;
}
