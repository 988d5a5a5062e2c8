// mallow_tx: UART transmitter, 8 data bits, no parity, 1 stop bit (8N1)
// Ports: clk, rst_n (async, active low), start (pulse), data[7:0], txd (serial out), busy
// Parameter CLKS_PER_BIT: number of clk cycles per bit (baud = f_clk / CLKS_PER_BIT)
module mallow_tx #(
    parameter CLKS_PER_BIT = 16
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start,
    input  wire [7:0] data,
    output reg        txd,
    output wire       busy
);
    localparam S_IDLE  = 2'd0;
    localparam S_START = 2'd1;
    localparam S_DATA  = 2'd2;
    localparam S_STOP  = 2'd3;

    reg [1:0] state;
    reg [7:0] shreg;
    reg [2:0] bitn;
    reg [$clog2(CLKS_PER_BIT)-1:0] baud;
    wire      tick = (baud == CLKS_PER_BIT - 1);

    assign busy = (state != S_IDLE);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            baud <= 0;
        else if (state == S_IDLE || tick)
            baud <= 0;
        else
            baud <= baud + 1'b1;
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            state <= S_IDLE;
            shreg <= 8'h00;
            bitn  <= 3'd0;
            txd   <= 1'b1;
        end else begin
            case (state)
                S_IDLE: begin
                    txd <= 1'b1;
                    if (start) begin
                        shreg <= data;
                        state <= S_START;
                        txd   <= 1'b0;
                    end
                end
                S_START: if (tick) begin
                    state <= S_DATA;
                    txd   <= shreg[0];
                    bitn  <= 3'd0;
                end
                S_DATA: if (tick) begin
                    if (bitn == 3'd7) begin
                        state <= S_STOP;
                        txd   <= 1'b1;
                    end else begin
                        bitn  <= bitn + 1'b1;
                        shreg <= {1'b0, shreg[7:1]};
                        txd   <= shreg[1];
                    end
                end
                S_STOP: if (tick) begin
                    state <= S_IDLE;
                    txd   <= 1'b1;
                end
            endcase
        end
    end
endmodule
