// An accessible menu button (WAI-ARIA menu pattern): arrow keys, Home/End, Escape, focus returns to the button.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { AREA_ICONS } from '../areaIcons';
import { Icon } from './Icon';
import styles from './MenuButton.module.css';

export interface MenuItem {
  id: string;
  label: string;
  /** An icon's path (icons.ts, areaIcons.ts). */
  icon?: string;
  /** The label's language where it differs from the page's (a language's own name: "Français"). */
  lang?: string;
  onSelect: () => void;
}

export interface MenuButtonProps {
  /** What the button shows. */
  children: ReactNode;
  items: MenuItem[];
  /** Extra, non-interactive content at the top of the menu (e.g. who is signed in). */
  header?: ReactNode;
  variant?: 'primary' | 'plain';
  align?: 'start' | 'end';
  /** Extra class on the button (a caller's own size on a phone). */
  triggerClassName?: string;
  /** The button's accessible name, where what it shows does not say it (or not at every width). */
  label?: string;
}

export function MenuButton({
  children,
  items,
  header,
  variant = 'plain',
  align = 'start',
  triggerClassName,
  label,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      openAt(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (e.key in moves) {
      e.preventDefault();
      setActive(moves[e.key] ?? 0);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={[styles.trigger, styles[variant], triggerClassName].filter(Boolean).join(' ')}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {children}
        <Icon path={AREA_ICONS.chevronDown} size={16} />
      </button>
      {open ? (
        <div className={`${styles.popup} ${styles[align]}`}>
          {header ? <div className={styles.header}>{header}</div> : null}
          <ul id={menuId} role="menu" className={styles.menu} onKeyDown={onMenuKey}>
            {items.map((item, index) => (
              <li key={item.id} role="none">
                <button
                  ref={(el) => {
                    itemRefs.current[index] = el;
                  }}
                  type="button"
                  role="menuitem"
                  lang={item.lang}
                  tabIndex={index === active ? 0 : -1}
                  className={styles.item}
                  onClick={() => {
                    close(true);
                    item.onSelect();
                  }}
                >
                  {item.icon ? <Icon path={item.icon} size={18} /> : null}
                  {item.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
