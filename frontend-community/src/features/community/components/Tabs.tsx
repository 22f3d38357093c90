import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { isRightToLeft, useLingui, type Language } from '@ministry/frontend-kit';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

interface TabsProps<K extends string> {
  label: string;
  tabs: TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
}

/**
 * WAI-ARIA tabs with a roving tab stop (arrow keys, Home, End). Every panel stays mounted, hidden
 * when inactive, so a half-written form survives a look at another tab.
 */
export function Tabs<K extends string>({ label, tabs, active, onChange }: TabsProps<K>) {
  const id = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const { i18n } = useLingui();
  // Right to left, the next tab is the one to the left.
  const [forward, backward] = isRightToLeft(i18n.locale as Language)
    ? ['ArrowLeft', 'ArrowRight']
    : ['ArrowRight', 'ArrowLeft'];

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === forward
        ? index === last
          ? 0
          : index + 1
        : event.key === backward
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) {
      return;
    }
    event.preventDefault();
    const key = tabs[next].key;
    onChange(key);
    buttons.current.get(key)?.focus();
  };

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) {
                buttons.current.set(tab.key, element);
              } else {
                buttons.current.delete(tab.key);
              }
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            className="tabs__tab"
            aria-selected={tab.key === active}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={tab.key === active ? 0 : -1}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          className="tabs__panel"
          hidden={tab.key !== active}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
