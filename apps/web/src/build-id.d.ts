/** This build's id, compiled in by build/build-info.ts (`dev` in development). */
declare const __MAXER_BUILD_ID__: string;
