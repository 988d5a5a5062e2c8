// numbat_uarttx: UART transmitter, 8N1, baud tick from a clock divider, optional odd parity
module numbat_uarttx #(
    parameter CLKS_PER_BIT = 16,
    parameter PARITY_EN    = 0
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       tx_valid,
    input  wire [7:0] tx_data,
    output reg        tx_ready,
    output reg        txd
);
    localparam S_IDLE = 3'd0, S_START = 3'd1, S_DATA = 3'd2, S_PAR = 3'd3, S_STOP = 3'd4;
    reg [2:0]  state;
    reg [7:0]  shreg;
    reg [2:0]  bitn;
    reg [$clog2(CLKS_PER_BIT)-1:0] baud;
    reg        par;
    wire       tick = (baud == CLKS_PER_BIT - 1);

    always @(posedge clk) begin
        if (rst) begin
            state    <= S_IDLE;
            txd      <= 1'b1;
            tx_ready <= 1'b1;
            baud     <= 0;
            bitn     <= 0;
            shreg    <= 8'h00;
            par      <= 1'b1;
        end else begin
            baud <= (state == S_IDLE || tick) ? 0 : baud + 1'b1;
            case (state)
                S_IDLE: begin
                    txd <= 1'b1;
                    if (tx_valid) begin
                        shreg    <= tx_data;
                        par      <= ~^tx_data;
                        tx_ready <= 1'b0;
                        txd      <= 1'b0;
                        state    <= S_START;
                    end
                end
                S_START: if (tick) begin
                    txd   <= shreg[0];
                    shreg <= {1'b0, shreg[7:1]};
                    bitn  <= 0;
                    state <= S_DATA;
                end
                S_DATA: if (tick) begin
                    if (bitn == 3'd7) begin
                        txd   <= PARITY_EN ? par : 1'b1;
                        state <= PARITY_EN ? S_PAR : S_STOP;
                    end else begin
                        txd   <= shreg[0];
                        shreg <= {1'b0, shreg[7:1]};
                        bitn  <= bitn + 1'b1;
                    end
                end
                S_PAR: if (tick) begin
                    txd   <= 1'b1;
                    state <= S_STOP;
                end
                S_STOP: if (tick) begin
                    tx_ready <= 1'b1;
                    state    <= S_IDLE;
                end
                default: state <= S_IDLE;
            endcase
        end
    end
endmodule
