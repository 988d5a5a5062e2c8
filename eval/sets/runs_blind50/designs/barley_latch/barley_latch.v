// barley_latch: demultiplexer for a multiplexed 8-bit address/data bus (8051-style ALE).
// The low address byte is held in a transparent latch while ALE is high (level-sensitive,
// intentionally a latch, not a flop); the high byte and the write data are registered on clk.
// Ports: clk, rst_n, ale, ad[7:0], a_hi[7:0], wr_n in; addr[15:0], wdata[7:0], wstrobe out.
module barley_latch (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       ale,
    input  wire [7:0] ad,
    input  wire [7:0] a_hi,
    input  wire       wr_n,
    output wire [15:0] addr,
    output reg  [7:0] wdata,
    output reg        wstrobe
);
    reg [7:0] a_lo;
    reg [7:0] a_hi_q;
    reg       wr_n_q;

    // transparent-high address latch
    always @(*) begin
        if (ale)
            a_lo = ad;
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            a_hi_q  <= 8'h00;
            wr_n_q  <= 1'b1;
            wdata   <= 8'h00;
            wstrobe <= 1'b0;
        end else begin
            wr_n_q  <= wr_n;
            wstrobe <= wr_n_q & ~wr_n;     // one-cycle pulse on the falling edge of wr_n
            if (ale)
                a_hi_q <= a_hi;
            if (!wr_n)
                wdata <= ad;
        end
    end

    assign addr = {a_hi_q, a_lo};
endmodule
