import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  Annotations,
  CfnOutput,
  DockerImage,
  Duration,
  RemovalPolicy,
  Stack,
  type StackProps,
} from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import {
  Architecture,
  Code,
  FunctionUrlAuthType,
  Function as LambdaFunction,
  LayerVersion,
  Runtime,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { apiReference } from './api-reference';
import { DocumentsCors } from './documents-cors';
import { handSecrets } from './function-secrets';
import { fromRoot } from './paths';
import { settings } from './settings';
import { SITE_ADDRESS_PARAMETER } from './site-address';
import { bundleWebSite } from './web-site-bundle';

const API_VERSION = '1.10.0';

export interface WebStackProps extends StackProps {
  /** Domain of the HTTP API, the origin of `/api/*`. */
  apiDomain: string;
  /** The WebSocket stage URL, handed to the site so its islands can connect. */
  webSocketUrl: string;
  /** The documents bucket, whose CORS names this site's origins. */
  documents: IBucket;
  /** The value CloudFront adds as `X-Origin-Verify` to every request it passes to the API. */
  originVerifySecret: ISecret;
  /**
   * The system account's password and API key: the site's server signs in with them for its
   * background calls (spec §1, §5), read at start from Secrets Manager, never in the environment.
   */
  systemSecrets: { SYSTEM_PASSWORD: ISecret; SYSTEM_API_KEY: ISecret };
  /** The CloudFront-scope web ACL (in us-east-1) that filters every request to the site. */
  webAclArn: string;
}

/**
 * The Astro site: hashed client assets from S3, pages rendered by the Astro node server in Lambda,
 * `/api/*` passed through to the HTTP API, all on one CloudFront origin (so no CORS for the API).
 */
export class WebStack extends Stack {
  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const dist = fromRoot(settings(this).webDist);
    const built = existsSync(join(dist, 'server', 'entry.mjs')) && existsSync(join(dist, 'client'));

    const assets = new Bucket(this, 'Assets', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      // Rebuilt from the site on every deploy, but kept: emptying it needs a custom-resource Lambda.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const ssr = built ? this.siteFunction(dist, props) : this.placeholderFunction();
    if (!built) {
      Annotations.of(this).addWarningV2(
        '@ezc/infra:web-not-built',
        `Run npm run build before deploying the web stack: ${dist} has no server/entry.mjs and client/, so the site is a placeholder`,
      );
    }
    // AWS_IAM with CloudFront OAC rather than a secret origin header: nobody can reach the function
    // URL around CloudFront, and no header check has to live in the site's code. OAC cannot sign
    // request bodies, so pages are read-only (GET/HEAD); every write goes through /api.
    const ssrUrl = ssr.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });

    const apiOrigin = new HttpOrigin(props.apiDomain, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      readTimeout: Duration.seconds(30),
      // The API answers on its own domain too, where anyone can send CloudFront-Viewer-Address: it
      // believes that header only beside this one. CloudFront overwrites a viewer's header of the
      // same name. A dynamic reference, resolved by CloudFormation: the template holds no value.
      customHeaders: { 'X-Origin-Verify': props.originVerifySecret.secretValue.unsafeUnwrap() },
    });
    const reference = {
      origin: S3BucketOrigin.withOriginAccessControl(assets),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
    };
    const distribution = new Distribution(this, 'Site', {
      comment: 'EZC loans site',
      webAclId: props.webAclArn,
      httpVersion: HttpVersion.HTTP2_AND_3,
      // 200 includes the Asian edge locations the borrowers are served from.
      priceClass: PriceClass.PRICE_CLASS_200,
      defaultBehavior: {
        origin: FunctionUrlOrigin.withOriginAccessControl(ssrUrl),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: CachePolicy.CACHING_DISABLED,
        // Everything but Host, which must stay the function URL's for the signature to verify.
        originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
      },
      additionalBehaviors: {
        '/_astro/*': {
          origin: S3BucketOrigin.withOriginAccessControl(assets),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          // Astro fingerprints these file names, so they can be cached for good.
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        },
        // The reference of the whole API, rendered at synthesis (see api-reference.ts).
        '/api/openapi.json': reference,
        '/api/docs': reference,
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // With caching disabled this managed policy may forward Authorization and all cookies.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
      },
    });

    if (built) {
      new BucketDeployment(this, 'ClientAssets', {
        sources: [Source.asset(join(dist, 'client'))],
        destinationBucket: assets,
        cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
        // Keep the previous build's files: pages already open in a browser still ask for them.
        prune: false,
        memoryLimit: 512,
      });
    }

    const { json, html } = apiReference(API_VERSION);
    new BucketDeployment(this, 'ApiReferenceDocument', {
      sources: [Source.data('api/openapi.json', json)],
      destinationBucket: assets,
      contentType: 'application/json',
      cacheControl: [CacheControl.noCache()],
      prune: false,
      // The same memory as the site's deployment, so all share one handler function.
      memoryLimit: 512,
    });
    new BucketDeployment(this, 'ApiReferencePage', {
      sources: [Source.data('api/docs', html)],
      destinationBucket: assets,
      contentType: 'text/html; charset=utf-8',
      cacheControl: [CacheControl.noCache()],
      prune: false,
      // The same memory as the site's deployment, so all share one handler function.
      memoryLimit: 512,
    });

    new DocumentsCors(this, 'DocumentsCors', {
      bucket: props.documents,
      origins: [`https://${distribution.distributionDomainName}`, ...settings(this).siteOrigins],
    });

    const siteUrl = settings(this).siteOrigins[0] ?? `https://${distribution.distributionDomainName}`;
    // The API's functions read it at cold start for the links they mail (see site-address.ts).
    new StringParameter(this, 'SiteAddress', {
      parameterName: SITE_ADDRESS_PARAMETER,
      stringValue: siteUrl,
      description: "The site's address, the only origin of links in e-mails (PUBLIC_URL)",
    });
    new CfnOutput(this, 'SiteUrl', { value: siteUrl });
  }

  /** Astro's node server behind the Lambda Web Adapter, which turns invocations into HTTP requests. */
  private siteFunction(dist: string, props: WebStackProps): LambdaFunction {
    const code = Code.fromAsset(dist, {
      bundling: {
        // Never pulled: local bundling always succeeds, so synthesis needs no Docker.
        image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22-slim'),
        local: {
          tryBundle(outputDir) {
            bundleWebSite(dist, outputDir);
            return true;
          },
        },
      },
    });
    const site = new LambdaFunction(this, 'SiteFunction', {
      description: 'Renders the Astro pages',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 1024,
      timeout: Duration.seconds(29),
      code,
      handler: 'run.sh',
      layers: [
        LayerVersion.fromLayerVersionArn(
          this,
          'WebAdapter',
          `arn:aws:lambda:${this.region}:753240598075:layer:LambdaAdapterLayerArm64:25`,
        ),
      ],
      logGroup: this.logGroup('SiteFunctionLogs'),
      environment: {
        AWS_LAMBDA_EXEC_WRAPPER: '/opt/bootstrap',
        PORT: '8080',
        // The adapter calls 127.0.0.1; `localhost` may resolve to ::1 first on Node 22.
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        PUBLIC_WEB_SOCKET_URL: props.webSocketUrl,
        // Browsers post documents straight to the bucket (presigned forms): pages must allow it.
        PUBLIC_UPLOAD_ORIGIN: `https://${props.documents.bucketName}.s3.${this.region}.amazonaws.com`,
        // Pages read the session through the API, as the local process does.
        API_ORIGIN: `https://${props.apiDomain}`,
        // The background login's e-mail and common client id; its password and API key below.
        SYSTEM_EMAIL: 'system@ezc.local',
        COMMON_CLIENT_ID: 'loan-web',
      },
    });
    handSecrets(site, props.systemSecrets);
    return site;
  }

  private placeholderFunction(): LambdaFunction {
    return new LambdaFunction(this, 'SiteFunction', {
      description: 'Placeholder until the Astro site is built',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      handler: 'index.handler',
      code: Code.fromInline(
        "exports.handler = async () => ({ statusCode: 503, headers: { 'content-type': 'text/plain' }, " +
          "body: 'The site has not been built: run npm run build and deploy again.' });",
      ),
      logGroup: this.logGroup('SiteFunctionLogs'),
    });
  }

  private logGroup(id: string): LogGroup {
    return new LogGroup(this, id, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
  }
}
