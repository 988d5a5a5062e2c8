// dma_seq: tiny burst-DMA sequencer
module dma_seq (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        start,
    input  wire [3:0]  burst_len,
    input  wire        ack,
    input  wire        err,
    output wire        busy,
    output wire        req,
    output wire        done,
    output reg  [3:0]  beat_cnt,
    output reg         req_q,
    output reg         req_shadow,
    output reg         spare_bit,
    output reg  [7:0]  xfer_total
);
    localparam IDLE  = 3'd0,
               SETUP = 3'd1,
               XFER  = 3'd2,
               WAIT  = 3'd3,
               FIN   = 3'd4,
               ABORT = 3'd5;

    reg [2:0] state, nxt;

    always @(*) begin
        nxt = state;
        case (state)
            IDLE : if (start) nxt = SETUP;
            SETUP: nxt = XFER;
            XFER : if (err) nxt = ABORT; else nxt = WAIT;
            WAIT : if (ack) begin
                       if (beat_cnt == burst_len) nxt = FIN;
                       else nxt = XFER;
                   end
            FIN  : nxt = IDLE;
            ABORT: nxt = IDLE;
            default: nxt = IDLE;
        endcase
    end

    always @(posedge clk)
        if (!rst_n) state <= IDLE;
        else        state <= nxt;

    assign busy = (state == SETUP) | (state == XFER) | (state == WAIT) | (state == FIN) | (state == ABORT);
    assign req  = (state == XFER);
    assign done = (state == FIN);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            beat_cnt   <= 4'd0;
            xfer_total <= 8'd0;
        end else begin
            if (state == SETUP)
                beat_cnt <= 4'd0;
            else if (state == WAIT && ack)
                beat_cnt <= beat_cnt + 4'd1;
            if (state == FIN)
                xfer_total <= xfer_total + {4'd0, burst_len} + 8'd1;
        end
    end

    // request strobe plus a shadow copy for the debug bus
    always @(posedge clk or negedge rst_n)
        if (!rst_n) req_q <= 1'b0;
        else        req_q <= (state == XFER);

    always @(posedge clk or negedge rst_n)
        if (!rst_n) req_shadow <= 1'b0;
        else        req_shadow <= (state == XFER);

    // reserved for future use
    always @(posedge clk or negedge rst_n)
        if (!rst_n) spare_bit <= 1'b0;
        else        spare_bit <= 1'b0;
endmodule
