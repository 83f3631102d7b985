// First: it replaces the data module before anything below loads it.
import { expectSent, formInEachTest, post, renderForm } from './testing/renderForm';
import { screen } from '@testing-library/react';
import { MISSING_FIELDS, NOTHING_VISIBLE } from './testing/blankDrafts';

// Typing through user-event into MUI fields under jsdom is slow on a busy machine.
describe('MessageForm, its fields', { timeout: 20_000 }, () => {
  formInEachTest();

  it('has labelled inputs with the spec placeholders, limits and counters', async () => {
    const { name, message, fill } = renderForm();
    expect(name).toHaveAttribute('placeholder', 'Your name');
    expect(message).toHaveAttribute('placeholder', 'Write a message for Jake...');
    expect(name).toHaveAttribute('maxLength', '50');
    expect(message).toHaveAttribute('maxLength', '500');
    expect(name).toHaveAccessibleDescription('0 of 50 characters used');
    expect(message).toHaveAccessibleDescription('0 of 500 characters used');

    await fill('Sam', 'Cheers!');
    expect(screen.getByText('3/50')).toBeVisible();
    expect(screen.getByText('7/500')).toBeVisible();
    expect(name).toHaveAccessibleDescription('3 of 50 characters used');
  });

  it('stops typing at the limit', async () => {
    const { name, paste } = renderForm();
    await paste(name, 'x'.repeat(55));
    expect(name).toHaveValue('x'.repeat(50));
    expect(screen.getByText('50/50')).toBeVisible();
  });

  // Every draft the check refuses, the form refuses visibly.
  it.each([...MISSING_FIELDS, ...NOTHING_VISIBLE])(
    'with %s: shows "Please fill in all fields" and sends nothing',
    async (_c, who, text) => {
      const { user, name, message, button } = renderForm();
      if (who) await user.type(name, who);
      if (text) await user.type(message, text);
      await user.click(button);
      expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
      expect(post).not.toHaveBeenCalled();
      expect(button).toBeEnabled();
    },
  );

  it('removes control characters as they arrive; a name stays on one line', async () => {
    post.mockResolvedValue('posted');
    const { user, name, message, button, paste } = renderForm();
    await paste(name, 'Sam\tand\u0000Kim\u0007');
    await paste(message, 'Hi\u001b there\u0085\r\nbye\u007f');
    expect(name).toHaveValue('Sam andKim');
    expect(message).toHaveValue('Hi there\nbye');
    await user.click(button);
    expectSent('Sam andKim', 'Hi there\nbye');
  });

  it('says so when a paste is cut to the limit, until the text changes', async () => {
    const { user, message, paste } = renderForm();
    await paste(message, 'x'.repeat(5000));
    expect(message).toHaveValue('x'.repeat(500));
    expect(screen.getByText('Cut to 500 characters')).toBeVisible();
    expect(screen.getByText('500/500')).toBeVisible();
    expect(message).toHaveAccessibleDescription(/Cut to 500 characters/);
    await user.keyboard('{Backspace}');
    expect(screen.queryByText('Cut to 500 characters')).toBeNull();
    expect(screen.getByText('499/500')).toBeVisible();
  });

  it('does not speak of a cut when the paste fits', async () => {
    const { name, paste } = renderForm();
    await paste(name, 'x'.repeat(50));
    expect(name).toHaveValue('x'.repeat(50));
    expect(screen.queryByText(/^Cut to/)).toBeNull();
  });

  it('lets text take its own direction', () => {
    const { name, message } = renderForm();
    expect(name).toHaveAttribute('dir', 'auto');
    expect(message).toHaveAttribute('dir', 'auto');
  });
});
