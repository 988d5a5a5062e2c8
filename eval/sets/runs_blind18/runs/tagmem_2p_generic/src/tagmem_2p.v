// tagmem_2p: 16 entry x 12 bit tag memory for a small direct mapped
// cache. One synchronous write port, one synchronous read port, plus a
// valid bit array kept in flops so that a flush clears it in one cycle.
module tagmem_2p #(
    parameter TW = 12,
    parameter AW = 4
) (
    input  wire          clk,
    input  wire          flush,
    input  wire          we,
    input  wire [AW-1:0] waddr,
    input  wire [TW-1:0] wtag,
    input  wire          re,
    input  wire [AW-1:0] raddr,
    input  wire [TW-1:0] cmp_tag,
    output reg  [TW-1:0] rtag,
    output reg           rvalid,
    output wire          hit,
    output wire [AW:0]   valid_count
);
    reg [TW-1:0] tags [0:(1<<AW)-1];
    reg [(1<<AW)-1:0] vbits;

    always @(posedge clk) begin
        if (we)
            tags[waddr] <= wtag;
        if (re)
            rtag <= tags[raddr];
    end

    always @(posedge clk) begin
        if (flush)
            vbits <= {(1<<AW){1'b0}};
        else if (we)
            vbits[waddr] <= 1'b1;
        if (re)
            rvalid <= vbits[raddr] & ~flush;
    end

    assign hit = rvalid & (rtag == cmp_tag);

    // population count of valid entries for the debug port
    integer n;
    reg [AW:0] cnt;
    always @(*) begin
        cnt = {(AW+1){1'b0}};
        for (n = 0; n < (1<<AW); n = n + 1)
            cnt = cnt + vbits[n];
    end
    assign valid_count = cnt;

    // unused spare output kept for pin compatibility with the 2-way version
    wire [1:0] way_hint = 2'b10;

endmodule
