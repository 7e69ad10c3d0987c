/** Maxer runs on Node 24 only (see .nvmrc and the root package.json). */
export function assertNode24(what: string): void {
  const major = Number(process.versions.node.split('.')[0]);
  if (major !== 24) {
    throw new Error(
      `${what} needs Node 24, but runs on Node ${process.versions.node} (${process.execPath}). ` +
        'Start it through `npm run …` after `npm install`, or install Node 24.',
    );
  }
}
