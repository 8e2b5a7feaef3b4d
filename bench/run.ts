// `npm run bench`: each figure is printed beside the baseline measured in the same run.
import { apiBench } from './api.ts';
import { bundleBench } from './bundle.ts';
import { dashboardBench } from './dashboard.ts';
import { documentsBench } from './documents.ts';
import { lighthouseBench } from './lighthouse.ts';
import { reportsBench } from './reports.ts';
import { responsivenessBench } from './responsiveness.ts';
import { scaleBench } from './scale.ts';

const only = process.argv[2];
if (!only || only === 'bundle') await bundleBench();
if (!only || only === 'api') await apiBench();
if (!only || only === 'dashboard') await dashboardBench(process.argv[3]);
if (!only || only === 'reports') await reportsBench();
if (!only || only === 'documents') await documentsBench();
if (!only || only === 'responsiveness') await responsivenessBench();
// Minutes long: only when asked for (`npm run bench scale [clients]`).
if (only === 'scale') await scaleBench(process.argv[3]);
if (!only || only === 'lighthouse') await lighthouseBench();
