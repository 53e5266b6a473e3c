import { type App, Tags } from 'aws-cdk-lib';
import { ApiStack } from './api-stack';
import { DataStack } from './data-stack';
import { EdgeFirewallStack } from './edge-firewall-stack';
import { RealtimeStack } from './realtime-stack';
import { WebStack } from './web-stack';

export interface EzcStacks {
  data: DataStack;
  realtime: RealtimeStack;
  api: ApiStack;
  edgeFirewall: EdgeFirewallStack;
  web: WebStack;
}

/**
 * The product's stacks in dependency order: stateful data, then the WebSocket API, then the
 * HTTP API and its event plumbing, then the site's web ACL (in us-east-1, as CloudFront requires),
 * then the site. Shared by the CLI entry and the tests.
 */
export function addEzcStacks(app: App): EzcStacks {
  // Without credentials the CLI gives no account; the stacks stay account-agnostic and synth offline.
  const env = {
    account: process.env.CDK_DEFAULT_ACCOUNT,
    region: process.env.CDK_DEFAULT_REGION ?? 'ap-southeast-1',
  };
  const data = new DataStack(app, 'EzcData', {
    env,
    description: 'EZC loans: table, documents bucket, key, event bus (stateful, retained)',
  });
  const realtime = new RealtimeStack(app, 'EzcRealtime', {
    env,
    data,
    description: 'EZC loans: WebSocket API for live status pushes',
  });
  const api = new ApiStack(app, 'EzcApi', {
    env,
    data,
    realtime,
    description: 'EZC loans: HTTP API, context functions, outbox relay, bus rules, schedules',
  });
  const edgeFirewall = new EdgeFirewallStack(app, 'EzcEdgeFirewall', {
    env: { account: env.account, region: 'us-east-1' },
    // The web stack reads the web ACL's ARN across regions, from this stack's outputs.
    crossRegionReferences: true,
    description: 'EZC loans: web ACL of the site (CloudFront scope, us-east-1)',
  });
  const web = new WebStack(app, 'EzcWeb', {
    env,
    crossRegionReferences: true,
    apiDomain: api.apiDomain,
    webSocketUrl: realtime.stage.url,
    documents: data.documents,
    originVerifySecret: data.secrets.ORIGIN_VERIFY_SECRET,
    systemSecrets: {
      SYSTEM_PASSWORD: data.secrets.SYSTEM_PASSWORD,
      SYSTEM_API_KEY: data.secrets.SYSTEM_API_KEY,
    },
    webAclArn: edgeFirewall.webAcl.attrArn,
    description: 'EZC loans: Astro site on CloudFront, S3 and Lambda',
  });

  Tags.of(app).add('Project', 'ezc-loans');
  Tags.of(app).add('ManagedBy', 'cdk');
  return { data, realtime, api, edgeFirewall, web };
}
