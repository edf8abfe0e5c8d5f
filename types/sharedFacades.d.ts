// The shell's requests for the shared facades (tooling/webpack/sharedFacades.cjs): the same names as the package.
declare module 'planner-shared-facade/react-router-dom' {
  export * from 'react-router-dom';
}
declare module 'planner-shared-facade/react-i18next' {
  export * from 'react-i18next';
}
declare module 'planner-shared-facade/rxjs' {
  export * from 'rxjs';
}
declare module 'planner-shared-facade/@tanstack/react-query' {
  export * from '@tanstack/react-query';
}
