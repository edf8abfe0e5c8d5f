// Ambient declarations for non-code imports that webpack handles (CSS Modules, plain CSS, images).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
