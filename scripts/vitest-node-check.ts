// Tests on another Node than 24 prove nothing about production: refuse to run them.
export default function assertNode24() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major !== 24) {
    throw new Error(
      `Tests need Node 24 but run on Node ${process.versions.node}. Run them through \`npm test\`.`,
    );
  }
}
