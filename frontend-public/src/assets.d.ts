/** Image imports resolve to the URL webpack emits them under. */
declare module '*.webp' {
  const url: string;
  export default url;
}
