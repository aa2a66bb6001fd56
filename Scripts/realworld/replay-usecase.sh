#!/usr/bin/env bash
# Replays real commits in which a person added a use case: writes each parent commit's tree out of a
# local snapshot, runs `strata add usecase …` (and `strata mock`) on a copy as a user would, and
# compares the files Strata changed with the files the person changed (use cases, repositories,
# their implementations and mocks: the files `add usecase` is responsible for).
#
# Usage: Scripts/realworld/replay-usecase.sh STRATA MIRRORS_DIR [OUT_DIR] [COMMIT…]
#   STRATA       the strata binary to measure (e.g. .build/debug/strata)
#   MIRRORS_DIR  folder of local snapshots, one bare git dir per repository: <owner>+<name>/repo
#   OUT_DIR      where trees and logs go (default: a temporary folder)
#   COMMIT…      replay only these commits (default: every replay listed below)
# Downloads nothing. Prints one markdown table row per replay.
set -uo pipefail
STRATA=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
MIRRORS=$2
OUT=${3:-$(mktemp -d)}
ONLY=("${@:4}")
HERE=$(cd "$(dirname "$0")" && pwd)

# repository | commit | what the user types (after `strata add usecase`; `;` between runs when the
# person added several use cases in the commit).
# Which commits: in each app, the newest commit that adds a `*UseCase.swift` calling a repository
# protocol its parent commit already declares (a squash of a listed commit, a refactor that splits or
# moves use cases, and a use case without a method are skipped), plus the older ones listed first.
REPLAYS=(
  "SpartCodig-iOS/SseuDam|40541ec|LoadTravelDetailCache --repository TravelRepositoryProtocol --entity Travel"
  "Beside-15-1/app-ios|c940c6d|ReadLink --repository LinkRepository"
  "Beside-15-1/app-ios|ccb0b9d|DeleteAccount --repository LoginRepository"
  "phuongddx/trending-movie-ios|06ade55|PopularMovies --repository MoviesRepository --entity Movie;NowPlayingMovies --repository MoviesRepository --entity Movie;TopRatedMovies --repository MoviesRepository --entity Movie;UpcomingMovies --repository MoviesRepository --entity Movie"
  "Tavernari/SwiftCleanArchitecture|57451b0|GetPullRequestDetail --repository GitPullRequestRepository"
  "Beside-15-1/app-ios|9133267|BindFolderList --repository FolderRepository"
  "tuan188/MGCleanArchitecture|a41fdbd|DynamicEditProduct --repository ProductRepositoryType --entity Product"
  # Session 16, apps new to Strata. Use cases: the newest commit adding a use case (contract and
  # implementation) over one repository whose method existed in the parent, then the next one back.
  # Entities (`entity …`): the newest commit that adds a domain entity file (alone or with its DTO
  # or a use case stub), the entity's stored properties as the command's properties.
  "alloon-project/photi-ios|4757b5eb|App --repository AuthRepository --method isLogIn"
  "alloon-project/photi-ios|6bf4998e|EndedChallenge --repository EndedChallengeRepository --entity EndedChallenge"
  "boostcampwm-2022/iOS02-Trinap|e8ba31f5|CompletePhotoshoot --repository ReservationRepository --entity Reservation"
  "alloon-project/photi-ios|7ecd88a9|entity ChallengeInvitation name:String invitationCode:String"
  "boostcampwm-2022/iOS02-Trinap|16907f7c|entity Sue sueId:String suedUserId:String suingUserId:String contents:SueContents --enum SueContents=blame,hateSpeech,annoyance,etc"
  "boostcampwm-2021/iOS06-MateRunner|2f3324ca|entity UserProfile nickname:String image:String time:String distance:String calorie:String"
  "boostcampwm-2021/iOS03-Routinus|2f3b9891|entity ChallengeAuth challengeID:String userID:String date:Date? time:Date?"
)

# The person's files in scope: use cases, repositories and their implementations, mocks; for an
# `entity NAME …` replay, the entity's own file and its test doubles (mocks, stubs, factories,
# fixtures named after it), which are what `add entity` writes.
# A mock counts when it mocks a use case or a repository (a screen's navigator mock is not
# `add usecase`'s to write): its path says so, or the file declares a class conforming to one.
in_scope() {
  while read -r path; do
    [[ "$path" == *.swift ]] || continue
    if echo "$path" | grep -Eiq 'usecase|repositor'; then echo "$path"; continue; fi
    echo "$path" | grep -iq 'mock' || continue
    git --git-dir="$git_dir" show "$commit:$path" 2>/dev/null | grep -Eq 'class [A-Za-z0-9_]+ *:[^{]*(UseCase|Usecase|Repository)' && echo "$path"
  done
}
entity_scope() { grep -E "(^|/)$1(Mock|Stub|Stubs|Factory|Fixture|Fixtures|\+Mock|\+Stub)?\.swift$" ; }

echo "| repository | commit | command | person's files (in scope) | Strata's files | matched | parse errors | strata mock |"
echo "|---|---|---|---|---|---|---|---|"
for replay in "${REPLAYS[@]}"; do
  IFS='|' read -r repo commit args <<<"$replay"
  if [ ${#ONLY[@]} -gt 0 ] && [[ ! " ${ONLY[*]} " == *" $commit "* ]]; then continue; fi
  git_dir="$MIRRORS/${repo/\//+}/repo"
  [ -d "$git_dir" ] || { echo "| $repo | $commit | (no snapshot at $git_dir) |||||| "; continue; }
  parent=$(git --git-dir="$git_dir" rev-parse --short=7 "$commit^")
  tree="$OUT/${repo/\//+}@$parent-$commit"
  rm -rf "$tree"
  "$HERE/tree-out.sh" "$git_dir" "$parent" "$tree" >/dev/null 2>&1
  (cd "$tree" && git init -q && git add -A && git -c user.name=replay -c user.email=replay@localhost commit -qm parent) >/dev/null 2>&1
  if [[ "$args" == entity\ * ]]; then
    entity_name=$(echo "$args" | awk '{print $2}')
    person=$(git --git-dir="$git_dir" diff --name-only "$parent" "$commit" | entity_scope "$entity_name" | sort)
  else
    person=$(git --git-dir="$git_dir" diff --name-only "$parent" "$commit" | in_scope | sort)
  fi
  status=0
  : >"$tree.usecase.log"
  IFS=';' read -ra runs <<<"$args"
  for run in "${runs[@]}"; do
    # `entity …` runs `strata add entity …`; anything else is `strata add usecase …`.
    verb=usecase
    if [[ "$run" == entity\ * ]]; then verb=entity; run=${run#entity }; fi
    # shellcheck disable=SC2086
    eval "\"\$STRATA\" add $verb $run --project \"\$tree\" --no-cache" >>"$tree.usecase.log" 2>&1 || status=$?
  done
  strata=$(cd "$tree" && git status --porcelain --untracked-files=all | awk '{print $2}' | grep -v '^\.strata' | sort)
  matched=$(comm -12 <(echo "$person") <(echo "$strata") | grep -c . || true)
  total=$(echo "$person" | grep -c . || true)
  errors=0
  for file in $strata; do
    [[ "$file" == *.swift ]] || continue
    swiftc -parse "$tree/$file" >/dev/null 2>&1 || errors=$((errors + 1))
  done
  (cd "$tree" && git stash -q -u) >/dev/null 2>&1
  "$STRATA" mock --project "$tree" --dry-run --no-cache >"$tree.mock.log" 2>&1
  mock_status=$?
  mock_summary="$(grep -c '^create' "$tree.mock.log") to create in $(grep '^create' "$tree.mock.log" | awk '{print $2}' | xargs -r -n1 dirname | sort -u | sed 's/.*/`&`/' | paste -sd ',' -)"
  [ $mock_status -eq 0 ] || mock_summary="exit $mock_status: $(grep -m1 -Eo 'error: .{0,80}' "$tree.mock.log")"
  fmt() { echo "$1" | grep . | sed 's/.*/`&`/' | paste -sd ',' - | sed 's/,/, /g'; }
  [ $status -eq 0 ] || strata="(exit $status: $(grep -m1 -Eo 'error: .{0,100}' "$tree.usecase.log"))"
  shown="add usecase ${args//;/\` then \`strata add usecase }"; [[ "$args" == entity\ * ]] && shown="add $args"
  echo "| $repo | $commit (parent $parent) | \`strata $shown\` | $(fmt "$person") | $(fmt "$strata") | $matched/$total | $errors | $mock_summary |"
done
