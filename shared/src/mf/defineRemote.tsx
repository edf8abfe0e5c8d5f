// Builds a remote's single-spa lifecycles (bootstrap/mount/unmount) around its root component.
import React, { startTransition, type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { textsReady } from '../i18n';
import type { MountProps } from './mountProps';
import type { RemoteName } from './remotes';
import { RemoteCrash, RemoteFrame } from './RemoteFrame';
import { ShownGateProvider } from './shown';

export interface RemoteLifecycles {
  bootstrap: (props: unknown) => Promise<unknown>;
  mount: (props: unknown) => Promise<unknown>;
  unmount: (props: unknown) => Promise<unknown>;
  update?: (props: unknown) => Promise<unknown>;
  /** Starts fetching what a mount under `basename` will need; the shell calls it ahead of mounting. */
  preload: (basename: string) => Promise<void>;
  /** The mount calls MountProps.onShown once its content is on screen (older remotes never do). */
  reportsShown?: true;
}

export interface RemoteOptions {
  /** What a mount under `basename` needs beyond the remote's own module, e.g. a lazy chunk it shows at once. */
  preload?: (basename: string) => Promise<unknown> | undefined;
}

/** createRoot whose renders are transitions: React renders them in slices, without long tasks. */
const transitionRoots = {
  createRoot(container: Element) {
    const root = ReactDOMClient.createRoot(container);
    return {
      render: (node: React.ReactNode) => startTransition(() => root.render(node)),
      unmount: () => root.unmount(),
    };
  },
} as unknown as typeof ReactDOMClient;

/**
 * Each remote gets its own React root, framed (RemoteFrame: name + live theme), and its own error
 * boundary (RemoteCrash), so a crash inside one remote never takes the shell or another remote down.
 */
export function defineRemote(
  remote: RemoteName,
  Root: ComponentType<MountProps>,
  options: RemoteOptions = {},
): RemoteLifecycles {
  const lifecycles = singleSpaReact<MountProps>({
    React,
    ReactDOMClient: transitionRoots,
    renderType: 'createRoot',
    // Only MountProps reach the remote's root: single-spa's own props stay out of its API.
    rootComponent: (props: MountProps) => (
      <ShownGateProvider onShown={props.onShown}>
        <RemoteFrame remote={remote}>
          <Root basename={props.basename} navigate={props.navigate} />
        </RemoteFrame>
      </ShownGateProvider>
    ),
    errorBoundary: () => <RemoteCrash remote={remote} />,
  });
  // Best effort: what preload misses, the mount loads (and reports) itself.
  const preload = async (basename: string) => {
    try {
      await options.preload?.(basename);
    } catch {
      // The mount then shows the part's own loading state, and its error if the part cannot load.
    }
  };
  const { mount, ...others } = lifecycles as unknown as Omit<RemoteLifecycles, 'preload'>;
  return {
    ...others,
    // The remote's texts in the active language are fetched beside its code (i18n.ts): a first render
    // never shows a raw key. What the screen shows at once (its preload, already started by the shell's
    // loading plan) is there too: the calendar's first render draws its grid, rather than a spinner
    // and a second render of the whole page when FullCalendar's chunk arrives.
    mount: async (props) => {
      await Promise.all([textsReady(), preload((props as MountProps).basename)]);
      return mount(props);
    },
    preload,
    reportsShown: true,
  };
}
