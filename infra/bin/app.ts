import { App } from 'aws-cdk-lib';
import { addEzcStacks } from '../lib/ezc-app';

const app = new App();
addEzcStacks(app);
app.synth();
