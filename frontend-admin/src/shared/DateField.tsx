import { useEffect, useRef } from 'react';
import { DatePicker, type DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';

/**
 * antd's DatePicker with its Clear button (shown on hover, once a date is chosen) out of the Tab
 * order: Tab after a date goes to the next field, not to a hidden button that Space or Enter would
 * press, clearing the date. The mouse still clears with it; the keyboard clears by deleting the text.
 */
export function DateField(props: DatePickerProps<Dayjs, false>) {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = wrapper.current;
    if (!root) return undefined;
    const skipClear = () => {
      for (const button of root.querySelectorAll('.ant-picker-clear')) {
        if (button.getAttribute('tabindex') !== '-1') button.setAttribute('tabindex', '-1');
      }
    };
    skipClear();
    // The picker renders its Clear button only while it holds a date.
    const observer = new MutationObserver(skipClear);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={wrapper} style={{ display: 'contents' }}>
      <DatePicker {...props} />
    </div>
  );
}
