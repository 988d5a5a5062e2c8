from edabot.migrate import run_env

run_env()
