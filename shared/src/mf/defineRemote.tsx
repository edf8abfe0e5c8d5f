// Builds a remote's single-spa lifecycles (bootstrap/mount/unmount) around its root component.
import React, { type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { MountProps } from './mountProps';

export interface RemoteLifecycles {
  bootstrap: (props: unknown) => Promise<unknown>;
  mount: (props: unknown) => Promise<unknown>;
  unmount: (props: unknown) => Promise<unknown>;
  update?: (props: unknown) => Promise<unknown>;
}

/**
 * Each remote gets its own React root and its own error boundary, so a crash inside one remote
 * never takes the shell or another remote down. `Fallback` renders when the root throws.
 */
export function defineRemote(
  Root: ComponentType<MountProps>,
  Fallback: ComponentType<{ error: unknown }>,
): RemoteLifecycles {
  const lifecycles = singleSpaReact<MountProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    // Only MountProps reach the remote's root: single-spa's own props stay out of its API.
    rootComponent: (props: MountProps) => (
      <Root basename={props.basename} navigate={props.navigate} />
    ),
    errorBoundary: (error: unknown) => <Fallback error={error} />,
  });
  return lifecycles as unknown as RemoteLifecycles;
}
