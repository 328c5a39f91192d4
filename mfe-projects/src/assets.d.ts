// Images are bundled as files (webpack's asset/resource): importing one gives its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
