// walnut_latch: demultiplexer for a multiplexed address/data bus (8051-style ALE).
// A transparent latch holds the low address byte while ale is high; a decoder drives chip selects.
// Note: the chip-select decode has no default branch, so cs_hold is also inferred as a latch.
// Ports: clk, ale, ad[7:0], a_hi[3:0], rd_n, wr_n -> addr[11:0], cs[3:0], wdata[7:0], wstrobe, cs_hold[1:0].
module walnut_latch (
    input  wire        clk,
    input  wire        ale,
    input  wire [7:0]  ad,
    input  wire [3:0]  a_hi,
    input  wire        rd_n,
    input  wire        wr_n,
    output wire [11:0] addr,
    output reg  [3:0]  cs,
    output reg  [7:0]  wdata,
    output reg         wstrobe,
    output reg  [1:0]  cs_hold
);
    reg [7:0] a_lo;

    // intentional address latch: transparent while ale is high
    always @(*) begin
        if (ale)
            a_lo = ad;
    end

    assign addr = {a_hi, a_lo};

    always @(*) begin
        cs = 4'b0000;
        case (a_hi[3:2])
            2'b00: cs[0] = 1'b1;
            2'b01: cs[1] = 1'b1;
            2'b10: cs[2] = 1'b1;
            2'b11: cs[3] = 1'b1;
        endcase
    end

    // unintended latch: cs_hold is only assigned while a strobe is active
    always @(*) begin
        if (!rd_n)
            cs_hold = a_hi[3:2];
        else if (!wr_n)
            cs_hold = ~a_hi[3:2];
    end

    reg wr_n_q;
    always @(posedge clk) begin
        wr_n_q  <= wr_n;
        wstrobe <= wr_n_q & ~wr_n;   // falling edge of wr_n
        if (!wr_n)
            wdata <= ad;
    end
endmodule
