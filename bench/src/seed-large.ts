import { openReportSet, reportSetSize } from './report-set';
import { printReportSetLoad } from './reports';

/**
 * `npm run seed:large`: makes the large report data set (bench/.data/reports-large) when it is
 * missing, the same one the `reports` bench step uses, and says what it wrote.
 */
const set = await openReportSet(reportSetSize(), (line) => console.log(line));
try {
  if (!set.loaded) console.log('The large report set is already there (kept from an earlier run).');
  printReportSetLoad(set.marker);
} finally {
  await set.rt.stop();
}
