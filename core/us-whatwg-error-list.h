/* us-whatwg-error-list.h — the URL Standard's validation errors: the one
 * list
 *
 * The enum of the parser (UsWhatwgErrorType, us-whatwg.h), the diagnostic
 * codes (US_DIAG_WHATWG_*, us-diagnostic.h), the standard's names and the
 * codes' names (us-diagnostic.c) and the messages (us-diagnostic-whatwg.c)
 * all come from this list, each by defining
 *
 *   US_WHATWG_ERROR (ID, NAME, CODE_NAME, SECTION, ARG, MESSAGE, FIX)
 *
 * and including this file (it has no include guard, on purpose):
 *
 *  - ID: the suffix of US_WHATWG_ERROR_* and US_DIAG_WHATWG_*;
 *  - NAME: the name exactly as the standard's table spells it;
 *  - CODE_NAME: the diagnostic code's stable name (NAME in lowercase);
 *  - SECTION: the section of the URL Standard that makes the check (§3.3
 *    IDNA, §3.5 the host parser with its IPv4 and IPv6 parsers, §4.4 the
 *    basic URL parser);
 *  - ARG: what the message template takes: NONE, WHAT (the character, as
 *    us_describe_char() describes it), SPAN (the quoted text the error
 *    concerns), or CODE when us-diagnostic-whatwg.c words the message in
 *    code (its template is then NULL);
 *  - MESSAGE: the message template, what a browser does instead;
 *  - FIX: the words of the fix-it (NULL for none, or one "%s" for the fix
 *    text), for a message not worded in code.
 *
 * The order is the standard's table (July 2026), plus the two names
 * earlier versions of the table had (domain-invalid-code-point,
 * domain-to-Unicode) and one whatwg-url reports that the table does not
 * have yet (IPv4-non-ASCII-input, whatwg/url#925). The host parser's
 * errors come first, up to IPv4-in-IPv6-too-few-parts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

US_WHATWG_ERROR (DOMAIN_TO_ASCII, "domain-to-ASCII", "domain-to-ascii", "3.3", CODE, NULL, NULL)
US_WHATWG_ERROR (DOMAIN_TO_UNICODE, "domain-to-Unicode", "domain-to-unicode", "3.3", SPAN,
                 N_("the host “%s” cannot be shown in Unicode (UTS #46)"), NULL)
US_WHATWG_ERROR (DOMAIN_INVALID_CODE_POINT, "domain-invalid-code-point", "domain-invalid-code-point", "3.3", WHAT,
                 N_("%s cannot be in a domain name"), NULL)
US_WHATWG_ERROR (DOMAIN_PERCENT_ENCODED, "domain-percent-encoded", "domain-percent-encoded", "3.5", SPAN,
                 N_("“%s” in the host is percent-decoded by a browser before it reads the host"),
                 N_("write “%s” instead"))
US_WHATWG_ERROR (HOST_INVALID_CODE_POINT, "host-invalid-code-point", "host-invalid-code-point", "3.5", WHAT,
                 N_("%s cannot be in a host"), NULL)
US_WHATWG_ERROR (IPV4_EMPTY_PART, "IPv4-empty-part", "ipv4-empty-part", "3.5", NONE,
                 N_("the host ends in “.” after its last number, and a browser ignores that empty part"), NULL)
US_WHATWG_ERROR (IPV4_TOO_FEW_PARTS, "IPv4-too-few-parts", "ipv4-too-few-parts", "3.5", NONE,
                 N_("the host has fewer than four numbers, and a browser reads its last number as the remaining bytes of an IPv4 address"),
                 NULL)
US_WHATWG_ERROR (IPV4_TOO_MANY_PARTS, "IPv4-too-many-parts", "ipv4-too-many-parts", "3.5", SPAN,
                 N_("the host “%s” ends in a number, so it must be an IPv4 address, but it has more than four parts"), NULL)
US_WHATWG_ERROR (IPV4_NON_NUMERIC_PART, "IPv4-non-numeric-part", "ipv4-non-numeric-part", "3.5", SPAN,
                 N_("“%s” is not a number, but the host ends in a number, so it must be an IPv4 address"), NULL)
US_WHATWG_ERROR (IPV4_NON_DECIMAL_PART, "IPv4-non-decimal-part", "ipv4-non-decimal-part", "3.5", CODE, NULL, NULL)
US_WHATWG_ERROR (IPV4_OUT_OF_RANGE_PART, "IPv4-out-of-range-part", "ipv4-out-of-range-part", "3.5", SPAN,
                 N_("the number “%s” of the IPv4 address is over 255"), NULL)
US_WHATWG_ERROR (IPV4_NON_ASCII_INPUT, "IPv4-non-ASCII-input", "ipv4-non-ascii-input", "3.5", SPAN,
                 N_("the host “%s” is read as an IPv4 address only after its non-ASCII characters are mapped to ASCII"), NULL)
US_WHATWG_ERROR (IPV6_UNCLOSED, "IPv6-unclosed", "ipv6-unclosed", "3.5", NONE,
                 N_("“[” opens an IPv6 address that is not closed by “]”"), NULL)
US_WHATWG_ERROR (IPV6_INVALID_COMPRESSION, "IPv6-invalid-compression", "ipv6-invalid-compression", "3.5", NONE,
                 N_("an IPv6 address cannot begin with a single “:”"), NULL)
US_WHATWG_ERROR (IPV6_TOO_MANY_PIECES, "IPv6-too-many-pieces", "ipv6-too-many-pieces", "3.5", NONE,
                 N_("an IPv6 address has at most eight pieces of 16 bits"), NULL)
US_WHATWG_ERROR (IPV6_MULTIPLE_COMPRESSION, "IPv6-multiple-compression", "ipv6-multiple-compression", "3.5", NONE,
                 N_("“::” may appear only once in an IPv6 address"), NULL)
US_WHATWG_ERROR (IPV6_INVALID_CODE_POINT, "IPv6-invalid-code-point", "ipv6-invalid-code-point", "3.5", WHAT,
                 N_("%s cannot be here in an IPv6 address"), NULL)
US_WHATWG_ERROR (IPV6_TOO_FEW_PIECES, "IPv6-too-few-pieces", "ipv6-too-few-pieces", "3.5", NONE,
                 N_("this IPv6 address has fewer than eight pieces of 16 bits, and no “::” stands for the missing ones"),
                 NULL)
US_WHATWG_ERROR (IPV6_PIECE_LEADING_ZERO, "IPv6-piece-leading-zero", "ipv6-piece-leading-zero", "3.5", SPAN,
                 N_("the piece “%s” of the IPv6 address is written with a leading zero"), NULL)
US_WHATWG_ERROR (IPV4_IN_IPV6_TOO_MANY_PIECES, "IPv4-in-IPv6-too-many-pieces", "ipv4-in-ipv6-too-many-pieces", "3.5",
                 NONE, N_("an IPv4 address inside an IPv6 address may follow at most six pieces"), NULL)
US_WHATWG_ERROR (IPV4_IN_IPV6_INVALID_CODE_POINT, "IPv4-in-IPv6-invalid-code-point",
                 "ipv4-in-ipv6-invalid-code-point", "3.5", WHAT,
                 N_("%s cannot be here in an IPv4 address inside an IPv6 address, which is four decimal numbers without leading zeros"),
                 NULL)
US_WHATWG_ERROR (IPV4_IN_IPV6_OUT_OF_RANGE_PART, "IPv4-in-IPv6-out-of-range-part", "ipv4-in-ipv6-out-of-range-part",
                 "3.5", NONE, N_("a number of the IPv4 address inside the IPv6 address is over 255"), NULL)
US_WHATWG_ERROR (IPV4_IN_IPV6_TOO_FEW_PARTS, "IPv4-in-IPv6-too-few-parts", "ipv4-in-ipv6-too-few-parts", "3.5", NONE,
                 N_("the IPv4 address inside the IPv6 address has fewer than four numbers"), NULL)
US_WHATWG_ERROR (INVALID_URL_UNIT, "invalid-URL-unit", "invalid-url-unit", "4.4", CODE, NULL, NULL)
US_WHATWG_ERROR (SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS, "special-scheme-missing-following-solidus",
                 "special-scheme-missing-following-solidus", "4.4", CODE, NULL, NULL)
US_WHATWG_ERROR (MISSING_SCHEME_NON_RELATIVE_URL, "missing-scheme-non-relative-URL", "missing-scheme-non-relative-url",
                 "4.4", SPAN,
                 N_("“%s” has no scheme, and without a base URL to resolve it against a browser cannot read it"), NULL)
US_WHATWG_ERROR (INVALID_REVERSE_SOLIDUS, "invalid-reverse-solidus", "invalid-reverse-solidus", "4.4", WHAT,
                 N_("%s is read as “/” by a browser"), N_("write “%s” instead"))
US_WHATWG_ERROR (INVALID_CREDENTIALS, "invalid-credentials", "invalid-credentials", "4.4", CODE, NULL, NULL)
US_WHATWG_ERROR (HOST_MISSING, "host-missing", "host-missing", "4.4", CODE, NULL, NULL)
US_WHATWG_ERROR (PORT_OUT_OF_RANGE, "port-out-of-range", "port-out-of-range", "4.4", SPAN,
                 N_("the port %s is over 65535"), NULL)
US_WHATWG_ERROR (PORT_INVALID, "port-invalid", "port-invalid", "4.4", WHAT,
                 N_("%s cannot be in a port, which is decimal digits"), NULL)
US_WHATWG_ERROR (FILE_INVALID_WINDOWS_DRIVE_LETTER, "file-invalid-Windows-drive-letter",
                 "file-invalid-windows-drive-letter", "4.4", SPAN,
                 N_("“%s” is read as a Windows drive letter, which replaces the base URL’s path"), NULL)
US_WHATWG_ERROR (FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST, "file-invalid-Windows-drive-letter-host",
                 "file-invalid-windows-drive-letter-host", "4.4", SPAN,
                 N_("“%s” after “file://” is a Windows drive letter, which a browser reads as the start of the path, not as a host"),
                 N_("insert “%s” before it"))
