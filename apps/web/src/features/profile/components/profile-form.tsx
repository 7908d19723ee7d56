import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { PRONOUN_OPTIONS, PROFILE_ROLE_OPTIONS, PRONUNCIATION_MAX_LENGTH } from '@castline/domain';
import { ACCOUNT_TEXT } from '../../../lib/client-text.js';
import { useActionClient } from '../../../lib/actions/action-context.js';
import { LockIcon } from '../../auth/components/account-icons.js';
import { buildChoiceOptions } from '../build-choice-options.js';
import type { HeroOptionGroup } from '../build-hero-options.js';
import type { ThemeOptionGroup } from '../build-theme-options.js';
import { getProfileChanges } from '../get-profile-changes.js';
import type { ProfileValues } from '../profile-values.js';
import { validateProfileValues } from '../validate-profile-values.js';
import { ThemeChooser } from './theme-chooser.js';

/** How long the button says 'Saved' (broadcast spec §9 "Profile save: Save, Saving, Saved (3 s)"). */
export const SAVED_LABEL_MS = 3000;

type SaveStatus = 'idle' | 'saving' | 'saved';

interface FormState {
  /** What the server holds (the last record seen, or what was just saved). */
  readonly baseline: ProfileValues;
  readonly values: ProfileValues;
}

const isClean = (state: FormState) =>
  Object.keys(getProfileChanges(state.baseline, state.values)).length === 0;

export interface ProfileFormProps {
  /** The player's profile fields as stored (live). */
  readonly saved: ProfileValues;
  readonly heroGroups: readonly HeroOptionGroup[];
  readonly themeGroups: readonly ThemeOptionGroup[];
  /** 'No profile editing' (public-site §6). */
  readonly restricted: boolean;
  /** Every change of the values (the page's preview follows them). */
  readonly onValuesChange?: (values: ProfileValues) => void;
}

/**
 * The profile form (public-site §2 "Profile page", §5; broadcast spec §2, §9): pronouns, pronunciation, role,
 * favourite hero and profile picture theme, checked like the server checks them, saved with
 * actions/update-profile-data (only changed fields). Save → Saving → Saved (3 s). While the form has no unsaved
 * edits it follows the live record. 'You are restricted from editing your profile.' disables it.
 */
export function ProfileForm({
  saved,
  heroGroups,
  themeGroups,
  restricted: restrictedByUser,
  onValuesChange,
}: ProfileFormProps) {
  const callAction = useActionClient();
  const savedKey = JSON.stringify(saved);
  const [form, setForm] = useState<FormState>({ baseline: saved, values: saved });
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [restrictedByServer, setRestrictedByServer] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);
  const restricted = restrictedByUser || restrictedByServer;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  // The live record changed (saved here or elsewhere): adopt it unless the user has unsaved edits.
  useEffect(() => {
    const next = JSON.parse(savedKey) as ProfileValues;
    setForm((state) => ({ baseline: next, values: isClean(state) ? next : state.values }));
  }, [savedKey]);

  useEffect(() => onValuesChange?.(form.values), [form.values, onValuesChange]);

  const errors = validateProfileValues(form.values);
  const changes = getProfileChanges(form.baseline, form.values);
  const dirty = Object.keys(changes).length > 0;
  const hasErrors = Object.keys(errors).length > 0;

  const set = <K extends keyof ProfileValues>(field: K, value: ProfileValues[K]) => {
    setForm((state) => ({ ...state, values: { ...state.values, [field]: value } }));
    if (status === 'saved') setStatus('idle');
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (restricted || status === 'saving' || hasErrors || !dirty) return;
    const sent = form.values;
    setStatus('saving');
    const answer = await callAction('update-profile-data', { profileData: changes });
    if (!mounted.current) return;
    if (answer.error) {
      setStatus('idle');
      if (answer.errorMessage === ACCOUNT_TEXT.profileRestricted) setRestrictedByServer(true);
      return;
    }
    setForm((state) => ({ ...state, baseline: sent }));
    setStatus('saved');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (mounted.current) setStatus('idle');
    }, SAVED_LABEL_MS);
  };

  const label =
    status === 'saving'
      ? ACCOUNT_TEXT.profileSaving
      : status === 'saved'
        ? ACCOUNT_TEXT.profileSaved
        : ACCOUNT_TEXT.profileSave;

  return (
    <Paper
      component="form"
      onSubmit={(event: FormEvent) => void save(event)}
      noValidate
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      data-testid="profile-form"
    >
      <Stack gap="lg">
        <Title order={2} size="h3">
          {ACCOUNT_TEXT.profilePreferences}
        </Title>
        {restricted && (
          <Alert
            color="red"
            variant="light"
            icon={<LockIcon size={18} />}
            data-testid="profile-restricted"
          >
            {ACCOUNT_TEXT.profileRestricted}
          </Alert>
        )}
        <Fieldset variant="unstyled" disabled={restricted} p={0}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select
                label={ACCOUNT_TEXT.profilePronouns}
                placeholder={ACCOUNT_TEXT.profilePronounsPlaceholder}
                data={buildChoiceOptions(PRONOUN_OPTIONS, form.baseline.pronouns)}
                value={form.values.pronouns}
                onChange={(value) => set('pronouns', value)}
                clearable
                allowDeselect
                disabled={restricted}
                comboboxProps={{ withinPortal: true }}
                data-testid="profile-pronouns"
              />
              <Select
                label={ACCOUNT_TEXT.profileRole}
                placeholder={ACCOUNT_TEXT.profileRolePlaceholder}
                data={buildChoiceOptions(PROFILE_ROLE_OPTIONS, form.baseline.role)}
                value={form.values.role}
                onChange={(value) => set('role', value)}
                clearable
                allowDeselect
                disabled={restricted}
                comboboxProps={{ withinPortal: true }}
                data-testid="profile-role"
              />
            </SimpleGrid>
            <TextInput
              label={ACCOUNT_TEXT.profilePronunciation}
              description={ACCOUNT_TEXT.profilePronunciationDescription}
              placeholder={ACCOUNT_TEXT.profilePronunciationPlaceholder}
              value={form.values.pronunciation}
              onChange={(event) => set('pronunciation', event.currentTarget.value)}
              error={errors.pronunciation}
              disabled={restricted}
              rightSection={
                form.values.pronunciation.length > PRONUNCIATION_MAX_LENGTH * 0.8 ? (
                  <span style={{ fontSize: 11, opacity: 0.7 }}>
                    {Array.from(form.values.pronunciation.trim()).length}/{PRONUNCIATION_MAX_LENGTH}
                  </span>
                ) : null
              }
              rightSectionWidth={56}
              data-testid="profile-pronunciation"
            />
            <Select
              label={ACCOUNT_TEXT.profileFavouriteHero}
              placeholder={ACCOUNT_TEXT.profileFavouriteHeroPlaceholder}
              data={heroGroups.map((group) => ({ group: group.group, items: group.items }))}
              value={form.values.favourite_hero}
              onChange={(value) => set('favourite_hero', value)}
              clearable
              searchable
              allowDeselect
              disabled={restricted}
              maxDropdownHeight={320}
              comboboxProps={{ withinPortal: true }}
              data-testid="profile-hero"
            />
            <ThemeChooser
              label={ACCOUNT_TEXT.profileTheme}
              description={ACCOUNT_TEXT.profileThemeDescription}
              groups={themeGroups}
              value={form.values.profile_picture_theme}
              onChange={(value) => set('profile_picture_theme', value)}
              disabled={restricted}
            />
          </Stack>
        </Fieldset>
        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            miw={120}
            color={status === 'saved' ? 'teal' : undefined}
            disabled={
              restricted || status === 'saving' || (status === 'idle' && (!dirty || hasErrors))
            }
            leftSection={status === 'saving' ? <Loader size={14} color="currentColor" /> : null}
            aria-live="polite"
            data-testid="profile-save"
            data-status={status}
          >
            {label}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
