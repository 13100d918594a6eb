/* A minimal engine for GinQt in C (the standard library only), written from docs/ENGINES.md.
 *
 * It speaks the GinQt engine protocol, version 1: it knocks or goes gin when it may, takes a
 * card from the discard pile only when it makes a meld with its hand, and otherwise discards
 * its highest card that is in no meld.
 *
 *     cc -O2 -o simple_engine examples/engines/simple_engine.c
 *     ginqt engines add csimple -- ./simple_engine
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LINE 65536
#define MOVES 64

static const char RANKS[] = "A23456789TJQK";

static int rank_of(const char *card) { const char *at = strchr(RANKS, card[0]); return at ? (int)(at - RANKS) + 1 : 0; }
static int value_of(const char *card) { int r = rank_of(card); return r > 10 ? 10 : r; }

/* The value of field KEY in LINE (up to the next space), copied into OUT; 0 when it is not there. */
static int field(const char *line, const char *key, char *out, size_t size) {
    size_t n = strlen(key);
    const char *at = line;
    while ((at = strstr(at, key)) != NULL) {
        if ((at == line || at[-1] == ' ') && at[n] == '=') {
            const char *start = at + n + 1;
            size_t length = strcspn(start, " \r\n");
            if (length >= size) length = size - 1;
            memcpy(out, start, length);
            out[length] = '\0';
            return 1;
        }
        at += n;
    }
    return 0;
}

/* Split TEXT in place at SEP into at most MAX tokens. */
static int split(char *text, char sep, char **tokens, int max) {
    int count = 0;
    if (strcmp(text, "-") == 0 || text[0] == '\0') return 0;
    while (count < max) {
        tokens[count++] = text;
        char *next = strchr(text, sep);
        if (!next) break;
        *next = '\0';
        text = next + 1;
    }
    return count;
}

/* Whether CARD makes a set or a run of three with the cards of HAND. */
static int in_a_meld(const char *card, char **hand, int count) {
    int same_rank = 0, suited[16] = {0}, r = rank_of(card);
    suited[r] = 1;
    for (int i = 0; i < count; i++) {
        if (strcmp(hand[i], card) == 0) continue;
        if (hand[i][0] == card[0]) same_rank++;
        if (hand[i][1] == card[1]) suited[rank_of(hand[i])] = 1;
    }
    if (same_rank >= 2) return 1;
    for (int low = r - 2; low <= r; low++)
        if (low >= 1 && low + 2 <= 13 && suited[low] && suited[low + 1] && suited[low + 2]) return 1;
    return 0;
}

static int has(char **moves, int count, const char *move) {
    for (int i = 0; i < count; i++) if (strcmp(moves[i], move) == 0) return 1;
    return 0;
}

static void go(const char *line) {
    static char legal_text[LINE], hand_text[LINE], top[8];
    char *legal[MOVES], *hand[MOVES];
    field(line, "legal", legal_text, sizeof legal_text);
    field(line, "hand", hand_text, sizeof hand_text);
    if (!field(line, "top", top, sizeof top)) strcpy(top, "-");
    int moves = split(legal_text, ',', legal, MOVES), cards = split(hand_text, '.', hand, MOVES);
    const char *choice = moves ? legal[0] : "stock";
    for (int i = 0; i < moves; i++)
        if (strncmp(legal[i], "knock:", 6) == 0) { printf("play %s\n", legal[i]); return; }
    int wanted = strcmp(top, "-") != 0 && in_a_meld(top, hand, cards);
    if (has(legal, moves, "take")) choice = wanted ? "take" : "pass";
    else if (has(legal, moves, "pile")) choice = wanted ? "pile" : "stock";
    else {
        int best = -1;
        for (int pass = 0; pass < 2 && best < 0; pass++)  /* first the cards in no meld, then any */
            for (int i = 0; i < moves; i++)
                if (strlen(legal[i]) == 2 && (pass || !in_a_meld(legal[i], hand, cards)) &&
                    (best < 0 || value_of(legal[i]) > value_of(legal[best]))) best = i;
        if (best >= 0) choice = legal[best];
    }
    printf("play %s\n", choice);
}

int main(void) {
    static char line[LINE];
    while (fgets(line, sizeof line, stdin)) {
        char word[16] = "";
        sscanf(line, "%15s", word);
        if (strcmp(word, "ginqt") == 0) {
            char versions[64] = "";
            field(line, "protocol", versions, sizeof versions);
            if (strcmp(versions, "1") != 0 && strncmp(versions, "1,", 2) != 0 && !strstr(versions, ",1")) {
                printf("error no common protocol version (I speak 1)\n");
                return 0;
            }
            printf("protocol 1\nname Simple C\nauthor GinQt examples\nvariants any\nready\n");
        } else if (strcmp(word, "go") == 0) {
            go(line);
        } else if (strcmp(word, "ping") == 0) {
            char id[64] = "";
            field(line, "id", id, sizeof id);
            printf("pong id=%s\n", id);
        } else if (strcmp(word, "quit") == 0) {
            return 0;
        }
        fflush(stdout);
    }
    return 0;
}
