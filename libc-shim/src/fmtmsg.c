/* fmtmsg.c -- XSI fmtmsg and glibc's addseverity. The message is
 *   LABEL: SEVERITY: TEXT
 *   TO FIX: ACTION  TAG
 * with the parts that are given (and that MSGVERB, read at the first call
 * as glibc does, selects: a colon-separated list of label, severity,
 * text, action, tag; all of them if it is unset or names something else),
 * each ": " or the line break only between parts that are there. A label
 * must be "A:B" with at most 10 and 14 characters, the severity one of
 * MM_NOSEV..MM_INFO or one added by addseverity (above MM_INFO), else
 * MM_NOTOK and nothing is written. MM_PRINT writes to stderr; MM_CONSOLE
 * writes to /dev/console, which divm does not have (MM_NOCON, or MM_NOTOK
 * if nothing was written). SEV_LEVEL is not read. */
#include <fmtmsg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { LABEL = 1, SEVERITY = 2, TEXT = 4, ACTION = 8, TAG = 16, ALL = 31 };

static int verb = -1;

static int read_msgverb(void) {
    const char *v = getenv("MSGVERB");
    if (!v || !*v)
        return ALL;
    static const char *const words[] = {"label", "severity", "text", "action", "tag"};
    int m = 0;
    while (*v) {
        size_t n = strcspn(v, ":");
        int found = 0;
        for (int i = 0; i < 5; i++)
            if (strlen(words[i]) == n && strncmp(v, words[i], n) == 0)
                m |= 1 << i, found = 1;
        if (!found)
            return ALL;
        v += n;
        if (*v == ':')
            v++;
    }
    return m ? m : ALL;
}

#define MAX_ADDED 16
static struct {
    int level;
    char *name;
} added[MAX_ADDED];

static const char *severity_name(int s) {
    static const char *const std[] = {"", "HALT", "ERROR", "WARNING", "INFO"};
    if (s >= 0 && s <= MM_INFO)
        return std[s];
    for (int i = 0; i < MAX_ADDED; i++)
        if (added[i].name && added[i].level == s)
            return added[i].name;
    return NULL;
}

static int valid_label(const char *l) {
    const char *colon = strchr(l, ':');
    return colon && colon - l <= 10 && strlen(colon + 1) <= 14;
}

static int write_msg(FILE *f, const char *label, const char *sev, const char *text, const char *action, const char *tag) {
    int r = 0;
    if (label)
        r |= fprintf(f, "%s%s", label, sev || text || action || tag ? ": " : "") < 0;
    if (sev)
        r |= fprintf(f, "%s%s", sev, text || action || tag ? ": " : "") < 0;
    if (text)
        r |= fprintf(f, "%s%s", text, action || tag ? "\n" : "") < 0;
    if (action)
        r |= fprintf(f, "TO FIX: %s%s", action, tag ? "  " : "") < 0;
    if (tag)
        r |= fputs(tag, f) < 0;
    r |= fputc('\n', f) == EOF;
    return r;
}

int fmtmsg(long classification, const char *label, int severity, const char *text, const char *action, const char *tag) {
    if (verb < 0)
        verb = read_msgverb();
    if (label && !valid_label(label))
        return MM_NOTOK;
    const char *sev = severity_name(severity);
    if (!sev)
        return MM_NOTOK;
    const char *l = (verb & LABEL) ? label : NULL;
    const char *s = (verb & SEVERITY) && severity != MM_NOSEV ? sev : NULL;
    const char *t = (verb & TEXT) ? text : NULL;
    const char *a = (verb & ACTION) ? action : NULL;
    const char *g = (verb & TAG) ? tag : NULL;
    int result = MM_OK;
    if ((classification & MM_PRINT) && write_msg(stderr, l, s, t, a, g))
        result = MM_NOMSG;
    if (classification & MM_CONSOLE) {
        FILE *c = fopen("/dev/console", "w");
        if (!c || write_msg(c, label, severity != MM_NOSEV ? sev : NULL, text, action, tag))
            result = result == MM_NOMSG ? MM_NOTOK : MM_NOCON;
        if (c)
            fclose(c);
    }
    return result;
}

int addseverity(int severity, const char *s) {
    if (severity <= MM_INFO)
        return MM_NOTOK;
    int slot = -1;
    for (int i = 0; i < MAX_ADDED; i++)
        if (added[i].name && added[i].level == severity) {
            slot = i;
            break;
        }
    if (!s) {
        if (slot < 0)
            return MM_NOTOK;
        free(added[slot].name);
        added[slot].name = NULL;
        return MM_OK;
    }
    if (slot < 0)
        for (int i = 0; i < MAX_ADDED && slot < 0; i++)
            if (!added[i].name)
                slot = i;
    if (slot < 0)
        return MM_NOTOK;
    char *copy = malloc(strlen(s) + 1);
    if (!copy)
        return MM_NOTOK;
    strcpy(copy, s);
    free(added[slot].name);
    added[slot].name = copy;
    added[slot].level = severity;
    return MM_OK;
}
