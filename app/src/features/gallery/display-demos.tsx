import { useState } from 'react';
import { Collapse } from '@/components/collapse/collapse';
import { Countdown } from '@/components/countdown/countdown';
import { CountUp } from '@/components/count-up/count-up';
import { Col, Row } from '@/components/grid/grid';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { ProgressBar } from '@/components/progress-bar/progress-bar';
import { StickyHeader } from '@/components/sticky-header/sticky-header';
import { Timeline } from '@/components/timeline/timeline';
import { Toast } from '@/components/toast/toast';
import { GallerySection, GalleryState } from './gallery-section';

const rows = Array.from({ length: 30 }, (_, index) => `Row ${index + 1}`);

/** The display widgets: numbers, timers, panels, progress, toast, sticky header and grid. */
export function DisplayDemos() {
  const [countRun, setCountRun] = useState(0);
  const [toastRun, setToastRun] = useState(0);
  const [toastShown, setToastShown] = useState(false);
  return (
    <>
      <GallerySection title="Count-up">
        <GalleryState label="0 to 12,345.67 over 2 s">
          <CountUp key={countRun} to={12345.67} decimals={2} />
          <button type="button" onClick={() => setCountRun((run) => run + 1)}>
            Replay
          </button>
        </GalleryState>
      </GallerySection>
      <GallerySection title="Countdown">
        <GalleryState label="Long units">
          <Countdown seconds={90061} />
        </GalleryState>
        <GalleryState label="Compact units">
          <Countdown seconds={3725} format="short" />
        </GalleryState>
        <GalleryState label="Ended">
          <Countdown seconds={0} />
        </GalleryState>
      </GallerySection>
      <GallerySection title="Collapse">
        <GalleryState label="Collapsed">
          <Collapse title="How do I deposit?">Open Deposit, choose a method and confirm.</Collapse>
        </GalleryState>
        <GalleryState label="Expanded">
          <Collapse title="How do I withdraw?" defaultOpen>
            Add a bank account first, then open Withdraw.
          </Collapse>
        </GalleryState>
      </GallerySection>
      <GallerySection title="Timeline">
        <GalleryState label="Three events">
          <Timeline
            items={[
              { time: '2026-03-01T10:00:00Z', title: 'Deposit made', content: '50.00 USDT' },
              { time: '2026-02-01T09:30:00Z', title: 'Bonus claimed' },
              { time: '2026-01-15T08:00:00Z', title: 'Account created' },
            ]}
          />
        </GalleryState>
      </GallerySection>
      <GallerySection title="Progress bar">
        {[0, 40, 100].map((value) => (
          <GalleryState key={value} label={`${value}%`}>
            <ProgressBar value={value} label={`Progress ${value}`} />
          </GalleryState>
        ))}
      </GallerySection>
      <GallerySection title="Loading spinner">
        <GalleryState label="Default">
          <LoadingSpinner />
        </GalleryState>
        <GalleryState label="Large, own label">
          <LoadingSpinner size={56} label="Loading games" />
        </GalleryState>
      </GallerySection>
      <GallerySection title="Toast">
        <GalleryState label="Shows for 1.5 s">
          <button
            type="button"
            onClick={() => {
              setToastRun((run) => run + 1);
              setToastShown(true);
            }}
          >
            Show toast
          </button>
          <Toast key={toastRun} message={toastShown ? 'Saved' : null} onHide={() => setToastShown(false)} />
        </GalleryState>
      </GallerySection>
      <GallerySection title="Sticky header">
        <GalleryState label="Scroll the box">
          <div className="gallery-scroll-box" data-testid="sticky-scroll-box" tabIndex={0}>
            <StickyHeader>Pinned header</StickyHeader>
            <ul>
              {rows.map((row) => (
                <li key={row}>{row}</li>
              ))}
            </ul>
          </div>
        </GalleryState>
      </GallerySection>
      <GallerySection title="Grid">
        <div className="gallery-grid" data-testid="grid-demo">
          <Row gap={8}>
            <Col span={24}>24</Col>
            <Col span={12}>12</Col>
            <Col span={12}>12</Col>
            <Col span={8}>8</Col>
            <Col span={8}>8</Col>
            <Col span={8}>8</Col>
            <Col span={6}>6</Col>
            <Col span={6}>6</Col>
            <Col span={6}>6</Col>
            <Col span={6}>6</Col>
            <Col span={24} sm={12} md={8} lg={6} xl={4}>
              <span data-testid="responsive-col">24 / sm 12 / md 8 / lg 6 / xl 4</span>
            </Col>
          </Row>
        </div>
      </GallerySection>
    </>
  );
}
