"""The end of a hand and of a game, from the engine's and the variants' data, in words."""

from __future__ import annotations

from ginqt.engine import HandResult, LayoffBlock, Settlement, SettlementKind, Side
from ginqt.melds import MeldKind
from ginqt.ui.game.moments import doubled, shutout
from ginqt.ui.text.core import cards_text, fill, is_computer, is_you, possessive, tr
from ginqt.variants import GameScore, MatchOutcome

__all__ = ["end_of_game_lines", "game_label", "hand_result_text", "history_tip_lines", "last_hand_line",
           "layoff_block_lines", "match_result_lines", "outcome_lines", "score_line", "settlement_lines", "won_text"]

def _scores(name: str, points: int) -> str:
    if is_you(name):
        return fill(tr("You score %1"), points)
    return fill(tr("%1 scores %2", "the computer") if is_computer(name) else tr("%1 scores %2"), name, points)


def _wins(name: str) -> str:
    if is_you(name):
        return tr("You win")
    return fill(tr("%1 wins", "the computer") if is_computer(name) else tr("%1 wins"), name)


def won_text(name: str) -> str:
    """The score history's last line: ``Ann won``, ``You won``."""
    if is_you(name):
        return tr("You won")
    return fill(tr("%1 won", "the computer") if is_computer(name) else tr("%1 won"), name)


def history_tip_lines(label: str, knocker: str, winner: str, points: int) -> list[str]:
    """What the score history's tooltip says of a hand won (``label``: ``gin``, ``big gin``,
    ``undercut`` or ``knock``): who ended it how, and who scored."""
    gin = label in ("gin", "big gin")
    if label == "undercut":
        first = tr("You knocked and were undercut") if is_you(knocker) else (
            fill(tr("%1 knocked; you undercut", "the computer") if is_computer(knocker)
                 else tr("%1 knocked; you undercut"), knocker) if is_you(winner)
            else fill(tr("%1 knocked, %2 undercut", "the computer knocked") if is_computer(knocker)
                      else tr("%1 knocked, %2 undercut", "the computer undercut") if is_computer(winner)
                      else tr("%1 knocked, %2 undercut"), knocker, winner))
    elif is_you(knocker):
        first = tr("You went gin") if gin else tr("You knocked")
    elif is_computer(knocker):
        first = fill(tr("Gin by %1", "the computer") if gin else tr("Knock by %1", "the computer"), knocker)
    else:
        first = fill(tr("Gin by %1") if gin else tr("Knock by %1"), knocker)
    return [first, _scores(winner, points)]


def settlement_lines(settlement: Settlement, knocker: str, defender: str) -> list[str]:
    """The score of a knocked hand worked out step by step, for the end-of-hand panel."""
    st = settlement
    lines = [fill(tr("%1 deadwood: %2"), possessive(knocker), st.knocker_deadwood)]
    if st.layoffs:
        lines.append(fill(tr("%1 deadwood: %2, %3 after laying off %4"), possessive(defender),
                          st.defender_deadwood_before_layoffs, st.defender_deadwood,
                          cards_text(card for card, _ in st.layoffs)))
    else:
        lines.append(fill(tr("%1 deadwood: %2"), possessive(defender), st.defender_deadwood))
    if st.kind is SettlementKind.KNOCK:
        lines.append(fill(tr("Knock: %1 - %2 = %3"), st.defender_deadwood, st.knocker_deadwood, st.difference))
    else:
        kinds = {SettlementKind.GIN: tr("Gin: %1 + bonus %2"), SettlementKind.BIG_GIN: tr("Big gin: %1 + bonus %2"),
                 SettlementKind.UNDERCUT: tr("Undercut: %1 + bonus %2")}
        lines.append(fill(kinds[st.kind], st.difference, st.bonus))
    if st.multiplier != 1:
        lines.append(fill(tr("Spade upcard: x%1"), st.multiplier))
    lines.append(_scores(knocker if st.winner is Side.KNOCKER else defender, st.points))
    return lines


def _bonus_parts(result: MatchOutcome, player: int) -> list[str]:
    parts = []
    if result.box_bonus[player]:
        parts.append(fill(tr("%1 (%n hands won)", None, result.hands_won[player]), result.box_bonus[player]))
    if result.game_bonus[player]:
        parts.append(fill(tr("%1 (game)"), result.game_bonus[player]))
    if result.shutout_bonus[player]:
        parts.append(fill(tr("%1 (shutout)"), result.shutout_bonus[player]))
    return parts


def match_result_lines(result: MatchOutcome, names: tuple[str, str]) -> list[str]:
    """The end of a game to the score limit: the final score, each player's total and how the
    bonuses made it when there are bonuses, then who won.

    Short lines, so that the end-of-game panel and the score history's tooltip need not cut them:
    a player's bonuses go on a line of their own, and a total that is only the points says so once.
    """
    bonuses = [_bonus_parts(result, player) for player in (0, 1)]
    if any(bonuses):
        lines = []
        for player in (0, 1):
            if not bonuses[player]:
                lines.append(fill(tr("%1: %n points", None, result.scores[player]), names[player]))
                continue
            lines.append(fill(tr("%1: %2"), names[player], result.points[player]))
            lines.append("  " + tr(" + ").join([tr("%n points", None, result.scores[player]), *bonuses[player]]))
    else:
        lines = [fill(tr("Final score: %1 %2 – %3 %4"), names[0], result.points[0], names[1], result.points[1])]
    if result.winner is None:
        lines.append(tr("The game is drawn"))
    elif (margin := doubled(result)) is not None:  # Tommy's rules: the margin doubled, written out as the totals are
        lines.append(fill(tr("%1 by %2 × 2 = %3 (shutout)"), _wins(names[result.winner]), margin, result.net))
    else:
        text = tr("%1 by %2 (shutout)") if shutout(result) else tr("%1 by %2")
        lines.append(fill(text, _wins(names[result.winner]), result.net))
    return lines


def game_label(game: GameScore, count: int = 1) -> str:
    """``"Game"`` when a match is one game, else ``"Game 2"``."""
    return tr("Game") if count == 1 else fill(tr("Game %1"), game.number)


def outcome_lines(outcome: MatchOutcome, names: tuple[str, str]) -> list[str]:
    """The end of a match as its variant scores it (the engine's bonuses when it ended the game):
    each game's score, then who won (``"Ann wins the match 2–1"``)."""
    if outcome.engine:
        return match_result_lines(outcome, names)
    count = len(outcome.games)
    lines = []
    for game in outcome.games:
        text = tr("%1: %2 %3 – %4 %5") if game.over else tr("%1: %2 %3 – %4 %5 (unfinished)")
        lines.append(fill(text, game_label(game, count), names[0], game.scores[0], names[1], game.scores[1]))
    if not outcome.over:
        lines.append(tr("The game is unfinished") if count == 1 else tr("The match is unfinished"))
    elif outcome.winner is None:
        lines.append(tr("The match is drawn"))
    else:
        won, winner = sum(1 for game in outcome.games if game.winner == outcome.winner), names[outcome.winner]
        text = tr("You win the match %1–%2") if is_you(winner) else tr("%3 wins the match %1–%2", "the computer") \
            if is_computer(winner) else tr("%3 wins the match %1–%2")
        lines.append(fill(text, won, count - won, winner))
    return lines


def end_of_game_lines(outcome: MatchOutcome | None, result: MatchOutcome | None, names: tuple[str, str]) -> list[str]:
    """The end of the game explained: the variant's ``outcome`` when there is one, else the engine's ``result``."""
    if outcome is not None:
        return outcome_lines(outcome, names)
    return match_result_lines(result, names) if result is not None else []


def layoff_block_lines(block: LayoffBlock, knocker: str, defender: str) -> list[str]:
    """Why the knocker laid down more deadwood than it had to, in short lines for the result panel:
    ``5♥ kept out of your run:`` ``Computer could not lay off 3♥ 4♥`` ``You score 35 instead of 33``."""
    you = is_you(knocker)
    if len(block.melds) > 1:
        meld = tr("your melds") if you else tr("its melds")
    elif block.melds and block.melds[0].kind is MeldKind.SET:
        meld = tr("your set") if you else tr("its set")
    else:
        meld = tr("your run") if you else tr("its run")
    kept, blocked = cards_text(block.kept_out), cards_text(block.blocked)
    if you:
        lines = [fill(tr("%1 kept out of %2:"), kept, meld), fill(tr("%1 could not lay off %2"), defender, blocked)]
    else:
        lines = [fill(tr("%1 kept %2 out of %3:"), knocker, kept, meld), fill(tr("you could not lay off %1"), blocked)]
    got, instead = block.net, block.net_instead
    if got >= 0 and instead >= 0:
        score = tr("You score %2 instead of %3") if you else tr("%1 scores %2 instead of %3")
    elif got >= 0:
        score = tr("You score %2 instead of losing %3") if you else tr("%1 scores %2 instead of losing %3")
    else:
        score = tr("You lose %2 instead of %3") if you else tr("%1 loses %2 instead of %3")
    return [*lines, fill(score, knocker, abs(got), abs(instead))]


def hand_result_text(result: HandResult, names: tuple[str, str],
                     block: LayoffBlock | None = None) -> tuple[str, list[str]]:
    """The end of a hand: a title (who won how much) and the score worked out (who knocked,
    the deadwood, laying off, the bonus; ``block``: why the knocker laid down more deadwood than it had to)."""
    if result.dead:
        return tr("No score: the stock ran out"), []
    settlement = result.settlement
    assert settlement is not None and result.winner is not None and result.knocker is not None
    knocker, defender = names[result.knocker], names[1 - result.knocker]
    lines = settlement_lines(settlement, knocker, defender)[:-1]  # its last line ("Ann scores 30") is the title
    if block is not None:
        lines[1:1] = layoff_block_lines(block, knocker, defender)  # under the knocker's deadwood it explains
    if settlement.kind is SettlementKind.UNDERCUT:
        lines.insert(0, tr("You knocked and were undercut") if is_you(knocker) else fill(
            tr("%1 knocked and was undercut", "the computer") if is_computer(knocker)
            else tr("%1 knocked and was undercut"), knocker))
    winner = names[result.winner]
    if is_you(winner):
        return tr("You win %n points", None, result.points), lines
    if is_computer(winner):
        return fill(tr("%1 wins %n points", "the computer", result.points), winner), lines
    return fill(tr("%1 wins %n points", None, result.points), winner), lines


def last_hand_line(result: HandResult, names: tuple[str, str]) -> str:
    """The hand that ended the game, in one line."""
    title, _lines = hand_result_text(result, names)
    return fill(tr("Last hand: %1"), title)


def score_line(names: tuple[str, str], scores: tuple[int, int]) -> str:
    return fill(tr("Score: %1 %2 – %3 %4"), names[0], scores[0], names[1], scores[1])
