// avocet_sertx: 8N1 asynchronous serial transmitter (UART-style TX) with a parameterised bit-rate divider.
// Ports: clk, rst_n (async active-low), tx_start + tx_data[7:0] load a byte, txd is the serial line (idle high),
//        tx_busy is high while a frame is being shifted out.
// Parameter CLKS_PER_BIT: clock cycles per bit (default 16).
module avocet_sertx #(
    parameter CLKS_PER_BIT = 16
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       tx_start,
    input  wire [7:0] tx_data,
    output reg        txd,
    output wire       tx_busy
);
    localparam CW = $clog2(CLKS_PER_BIT);
    localparam S_IDLE = 2'd0, S_START = 2'd1, S_DATA = 2'd2, S_STOP = 2'd3;

    reg [1:0]    state;
    reg [CW-1:0] baud_cnt;
    reg [2:0]    bit_idx;
    reg [7:0]    shreg;

    wire bit_done = (baud_cnt == CLKS_PER_BIT - 1);

    assign tx_busy = (state != S_IDLE);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            state    <= S_IDLE;
            baud_cnt <= {CW{1'b0}};
            bit_idx  <= 3'd0;
            shreg    <= 8'h00;
            txd      <= 1'b1;
        end else begin
            case (state)
                S_IDLE: begin
                    txd      <= 1'b1;
                    baud_cnt <= {CW{1'b0}};
                    if (tx_start) begin
                        shreg <= tx_data;
                        state <= S_START;
                    end
                end
                S_START: begin
                    txd <= 1'b0;
                    if (bit_done) begin
                        baud_cnt <= {CW{1'b0}};
                        bit_idx  <= 3'd0;
                        state    <= S_DATA;
                    end else
                        baud_cnt <= baud_cnt + 1'b1;
                end
                S_DATA: begin
                    txd <= shreg[0];
                    if (bit_done) begin
                        baud_cnt <= {CW{1'b0}};
                        shreg    <= {1'b0, shreg[7:1]};
                        if (bit_idx == 3'd7)
                            state <= S_STOP;
                        else
                            bit_idx <= bit_idx + 1'b1;
                    end else
                        baud_cnt <= baud_cnt + 1'b1;
                end
                S_STOP: begin
                    txd <= 1'b1;
                    if (bit_done) begin
                        baud_cnt <= {CW{1'b0}};
                        state    <= S_IDLE;
                    end else
                        baud_cnt <= baud_cnt + 1'b1;
                end
            endcase
        end
    end
endmodule
