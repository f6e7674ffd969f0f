import { Avatar, type AvatarProps } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import defaultAvatarUrl from './default-avatar.svg';

export interface UserAvatarProps {
  name: string;
  /** The user's avatar link; empty (or broken) shows the default image (spec 000 §3). */
  src: string;
  size?: AvatarProps['size'];
}

export const UserAvatar = ({ name, src, size = 32 }: UserAvatarProps) => {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src.trim() !== '' && failed !== src;
  return (
    <Avatar
      name={name}
      size={size}
      image={{
        src: usable ? src : defaultAvatarUrl,
        alt: t('header.avatarAlt', { name }),
        onError: () => setFailed(src),
      }}
    />
  );
};
