// Wraps the settings remote's root in its frame: the live theme from the bus, readable by its CSS and tests.
import type { ComponentType } from 'react';
import { useFact } from '@planner/shared/bus';
import type { MountProps } from '@planner/shared/mf';

export function withFrame(Root: ComponentType<MountProps>): ComponentType<MountProps> {
  function Framed(props: MountProps) {
    const theme = useFact('theme');
    return (
      <div data-remote-frame="settings" data-theme={theme}>
        <Root {...props} />
      </div>
    );
  }
  return Framed;
}
