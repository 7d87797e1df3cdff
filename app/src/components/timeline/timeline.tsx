import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import './timeline.css';

export interface TimelineItem {
  /** ISO 8601 date-time. */
  time: string;
  title: ReactNode;
  content?: ReactNode;
}

/** Events in the order given, each with its localised time. */
export function Timeline({ items }: { items: readonly TimelineItem[] }) {
  const intl = useIntl();
  return (
    <ol className="timeline">
      {items.map((item, index) => (
        <li key={index} className="timeline-item">
          <time dateTime={item.time} className="timeline-time">
            {intl.formatDate(item.time, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
          <div className="timeline-title">{item.title}</div>
          {item.content && <div className="timeline-content">{item.content}</div>}
        </li>
      ))}
    </ol>
  );
}
