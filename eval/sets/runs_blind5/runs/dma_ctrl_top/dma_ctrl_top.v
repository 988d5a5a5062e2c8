// Two-channel DMA request controller (hierarchy kept on purpose).
// xfer_counter is instantiated twice with different widths.
module xfer_counter #(parameter W = 8) (
    input              clk,
    input              rst_n,
    input              load,
    input      [W-1:0] load_val,
    input              dec,
    output             zero,
    output reg [W-1:0] count
);
    always @(posedge clk or negedge rst_n)
        if (!rst_n)       count <= {W{1'b0}};
        else if (load)    count <= load_val;
        else if (dec && count != {W{1'b0}}) count <= count - 1'b1;
    assign zero = (count == {W{1'b0}});
endmodule

module rr_arbiter (
    input        clk,
    input        rst_n,
    input  [1:0] req,
    input        done,
    output reg [1:0] grant
);
    reg last;
    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            grant <= 2'b00;
            last  <= 1'b1;
        end else if (grant == 2'b00 || done) begin
            if (req[0] && (last || !req[1])) begin
                grant <= 2'b01; last <= 1'b0;
            end else if (req[1]) begin
                grant <= 2'b10; last <= 1'b1;
            end else
                grant <= 2'b00;
        end
endmodule

module addr_gen (
    input             clk,
    input             rst_n,
    input             load,
    input      [11:0] base,
    input             step,
    input      [1:0]  stride,
    output reg [11:0] addr
);
    always @(posedge clk or negedge rst_n)
        if (!rst_n)     addr <= 12'h000;
        else if (load)  addr <= base;
        else if (step)  addr <= addr + (12'd1 << stride);
endmodule

module dma_ctrl_top (
    input         hclk,
    input         hresetn,
    input  [1:0]  ch_req,
    input  [11:0] ch0_base,
    input  [11:0] ch1_base,
    input  [7:0]  xfer_len,
    input  [3:0]  burst_len,
    input         beat_ack,
    output [11:0] bus_addr,
    output        bus_valid,
    output        bus_last,
    output [3:0]  burst_remain,
    output [1:0]  ch_grant,
    output        xfer_done
);
    wire        burst_zero, len_zero;
    wire [7:0]  len_cnt;
    wire [3:0]  burst_cnt;
    reg  [1:0]  grant_q;
    wire        start = (ch_grant != 2'b00) && (grant_q != ch_grant);
    wire        beat  = bus_valid && beat_ack;

    always @(posedge hclk or negedge hresetn)
        if (!hresetn) grant_q <= 2'b00;
        else          grant_q <= ch_grant;

    rr_arbiter u_arb (
        .clk(hclk), .rst_n(hresetn), .req(ch_req),
        .done(xfer_done), .grant(ch_grant)
    );

    xfer_counter #(.W(8)) u_len_cnt (
        .clk(hclk), .rst_n(hresetn), .load(start), .load_val(xfer_len),
        .dec(beat), .zero(len_zero), .count(len_cnt)
    );

    xfer_counter #(.W(4)) u_burst_cnt (
        .clk(hclk), .rst_n(hresetn), .load(start | (beat & burst_zero)),
        .load_val(burst_len), .dec(beat), .zero(burst_zero), .count(burst_cnt)
    );

    addr_gen u_addr (
        .clk(hclk), .rst_n(hresetn), .load(start),
        .base(ch_grant[1] ? ch1_base : ch0_base),
        .step(beat), .stride(2'd2), .addr(bus_addr)
    );

    assign bus_valid = (ch_grant != 2'b00) && !len_zero;
    assign xfer_done = (ch_grant != 2'b00) && len_zero && !start;
    assign bus_last  = bus_valid && ((burst_cnt == 4'd1) || (len_cnt == 8'd1));
    assign burst_remain = burst_cnt;
endmodule
