#!/bin/bash
# Started by the Lambda Web Adapter (AWS_LAMBDA_EXEC_WRAPPER=/opt/bootstrap), which proxies each
# invocation to the server on $PORT. server/main.mjs is the Astro build's startServer() bundled with
# its packages (see web-site-bundle.ts); exec, so the server gets the signals.
exec node server/main.mjs
