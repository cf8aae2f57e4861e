#!/bin/sh
# Creates an empty, timestamp-free migration file named after its argument.
set -eu
name="${1:?usage: new-migration.sh <name>}"
mkdir -p migrations
printf -- '-- migration: %s\n' "$name" > "migrations/$name.sql"
