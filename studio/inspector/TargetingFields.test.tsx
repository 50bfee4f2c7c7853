// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TargetingFields } from './TargetingFields.tsx';
import { whenOf } from './WhenEditor.tsx';

afterEach(cleanup);

describe('TargetingFields', () => {
  it('edits the window, a list and the experiment, keeping the other rules', () => {
    const onChange = vi.fn();
    render(<TargetingFields when={{ auth: 'guest', markets: ['PH'] }} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('From (site time)'), { target: { value: '2026-12-24T18:00' } });
    expect(onChange).toHaveBeenLastCalledWith({ auth: 'guest', markets: ['PH'], from: '2026-12-24T18:00' });
    const languages = screen.getByLabelText('Languages');
    fireEvent.change(languages, { target: { value: 'en, cn' } });
    fireEvent.blur(languages);
    expect(onChange).toHaveBeenLastCalledWith({ auth: 'guest', markets: ['PH'], languages: ['EN', 'CN'] });
    const markets = screen.getByLabelText('Markets (country codes)');
    fireEvent.change(markets, { target: { value: '' } });
    fireEvent.blur(markets);
    expect(onChange).toHaveBeenLastCalledWith({ auth: 'guest' });
    const experiment = screen.getByLabelText('Experiment');
    fireEvent.change(experiment, { target: { value: 'home-welcome' } });
    fireEvent.blur(experiment);
    expect(onChange).toHaveBeenLastCalledWith({ auth: 'guest', markets: ['PH'], experiment: { id: 'home-welcome', variant: '' } });
  });
});

describe('the VIP range', () => {
  it('sets each end from the backend’s ladder and removes the range with both ends gone', () => {
    const onChange = vi.fn();
    const { rerender } = render(<TargetingFields when={{ auth: 'player' }} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('VIP level from'), { target: { value: 'Gold' } });
    expect(onChange).toHaveBeenLastCalledWith({ auth: 'player', vip: { min: 'Gold' } });
    rerender(<TargetingFields when={{ auth: 'player', vip: { min: 'Gold' } }} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('VIP level up to'), { target: { value: 'Diamond' } });
    expect(onChange).toHaveBeenLastCalledWith({ auth: 'player', vip: { min: 'Gold', max: 'Diamond' } });
    fireEvent.change(screen.getByLabelText('VIP level from'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ auth: 'player' });
  });
});

describe('whenOf', () => {
  it('changes who sees the node and keeps its targeting rules', () => {
    expect(whenOf('player', '', false, { auth: 'guest', markets: ['PH'] })).toEqual({ markets: ['PH'], auth: 'player' });
    expect(whenOf('everyone', '', false, { flag: 'live_chat' })).toBeNull();
  });
});
