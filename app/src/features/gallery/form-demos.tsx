import { useState } from 'react';
import { CheckboxGroup } from '@/components/checkbox-group/checkbox-group';
import { Checkbox } from '@/components/checkbox/checkbox';
import { Pagination, type PageChange } from '@/components/pagination/pagination';
import { Switch } from '@/components/switch/switch';
import { TextInput } from '@/components/text-input/text-input';
import { ThrottledButton } from '@/components/throttled-button/throttled-button';
import { VerificationTimer } from '@/components/verification-timer/verification-timer';
import { GallerySection, GalleryState } from './gallery-section';

const games = [
  { value: 'slots', label: 'Slots' },
  { value: 'live', label: 'Live' },
  { value: 'poker', label: 'Poker' },
  { value: 'bingo', label: 'Bingo', disabled: true },
];

function PaginationDemo({ total, startPage }: { total: number; startPage: number }) {
  const [state, setState] = useState<PageChange>({ page: startPage, pageSize: 10 });
  return <Pagination total={total} currentPage={state.page} pageSize={state.pageSize} onChange={setState} />;
}

/** Pagination and the input widgets, each in every state. */
export function FormDemos() {
  const [agreed, setAgreed] = useState(true);
  const [picked, setPicked] = useState<readonly string[]>(['slots']);
  const [sound, setSound] = useState(true);
  const [nickname, setNickname] = useState('');
  const [presses, setPresses] = useState(0);
  return (
    <>
      <GallerySection title="Pagination">
        <GalleryState label="First of 10 pages">
          <PaginationDemo total={95} startPage={1} />
        </GalleryState>
        <GalleryState label="Middle of 20 pages">
          <PaginationDemo total={200} startPage={10} />
        </GalleryState>
        <GalleryState label="Last page">
          <PaginationDemo total={95} startPage={10} />
        </GalleryState>
        <GalleryState label="A single page">
          <PaginationDemo total={3} startPage={1} />
        </GalleryState>
      </GallerySection>
      <GallerySection title="Checkbox">
        <GalleryState label="Interactive">
          <Checkbox checked={agreed} onChange={setAgreed} label="I agree to the terms" />
        </GalleryState>
        <GalleryState label="Unchecked">
          <Checkbox checked={false} onChange={() => {}} label="Unchecked" />
        </GalleryState>
        <GalleryState label="Disabled">
          <Checkbox checked={false} onChange={() => {}} label="Disabled" disabled />
          <Checkbox checked onChange={() => {}} label="Disabled, checked" disabled />
        </GalleryState>
      </GallerySection>
      <GallerySection title="Checkbox group">
        <GalleryState label="At most 2 (a third pick shows a toast)">
          <CheckboxGroup
            legend="Favourite games"
            options={games}
            value={picked}
            onChange={setPicked}
            max={2}
          />
        </GalleryState>
        <GalleryState label="Disabled group">
          <CheckboxGroup legend="Locked" options={games} value={['live']} onChange={() => {}} disabled />
        </GalleryState>
      </GallerySection>
      <GallerySection title="Switch">
        <GalleryState label="Interactive">
          <Switch checked={sound} onChange={setSound} label="Sound" />
        </GalleryState>
        <GalleryState label="Off">
          <Switch checked={false} onChange={() => {}} label="Notifications" />
        </GalleryState>
        <GalleryState label="Disabled">
          <Switch checked onChange={() => {}} label="Locked on" disabled />
        </GalleryState>
        <GalleryState label="Loading">
          <Switch checked={false} onChange={() => {}} label="Saving" loading />
        </GalleryState>
      </GallerySection>
      <GallerySection title="Text input">
        <GalleryState label={`Trimmed value: [${nickname}]`}>
          <TextInput
            label="Nickname"
            value={nickname}
            onChange={setNickname}
            placeholder="Type with spaces"
          />
        </GalleryState>
        <GalleryState label="With an error">
          <TextInput label="Email" value="player@" onChange={() => {}} error="Enter a whole email address" />
        </GalleryState>
        <GalleryState label="Disabled">
          <TextInput label="User ID" value="100234" onChange={() => {}} disabled />
        </GalleryState>
      </GallerySection>
      <GallerySection title="Verification-code timer">
        <GalleryState label="Ready (counts 60 s after a press)">
          <VerificationTimer uniqueKey="gallery" onSend={() => {}} />
        </GalleryState>
        <GalleryState label="keepRunning: survives a reload">
          <VerificationTimer uniqueKey="gallery-kept" keepRunning onSend={() => {}} />
        </GalleryState>
      </GallerySection>
      <GallerySection title="Button throttle">
        <GalleryState label={`Accepted presses: ${presses} (one per second at most)`}>
          <ThrottledButton onClick={() => setPresses((count) => count + 1)}>Deposit</ThrottledButton>
        </GalleryState>
      </GallerySection>
    </>
  );
}
