#include <sqlite3.h>
#include <malloc.h>
