import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';

type AnchorElementProps = AnchorProps & Omit<React.ComponentPropsWithoutRef<'a'>, keyof AnchorProps>;
type ButtonElementProps = ButtonProps & Omit<React.ComponentPropsWithoutRef<'a'>, keyof ButtonProps>;

const RouterAnchorBase = forwardRef<HTMLAnchorElement, AnchorElementProps>((props, ref) => (
  <Anchor ref={ref} {...props} />
));

const RouterButtonBase = forwardRef<HTMLAnchorElement, ButtonElementProps>((props, ref) => (
  <Button ref={ref} component="a" {...props} />
));

const RouterBackBase = forwardRef<HTMLAnchorElement, AnchorElementProps>(({ children, ...props }, ref) => (
  <Anchor ref={ref} size="sm" {...props}>
    ← {children}
  </Anchor>
));

/** A Mantine text link to an app page, with the router's typed `to` and `params`. */
export const AnchorLink = createLink(RouterAnchorBase);

/** A Mantine button that is a link to an app page ("Bearbeiten", "Neuer Kunde"). */
export const ButtonLink = createLink(RouterButtonBase);

/** The small "← Artikel" link above a page's title, back to where one came from. */
export const BackLink = createLink(RouterBackBase);
