import { type Gender } from '@tgde/contracts';

const LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' };

export function genderLabel(gender: Gender): string {
  return LABELS[gender];
}
