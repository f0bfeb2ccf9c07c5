# A stand-in for node:24-slim (see stand-in-images.sh): Node and npm under /usr/local as there, a `node`
# user of uid 1000, and this machine's certificate authorities and registry, through which npm is reached.
ARG DEBIAN_IMAGE
FROM ${DEBIAN_IMAGE}
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY npmrc /usr/local/etc/npmrc
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node \
 && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && node --version && npm --version
ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
