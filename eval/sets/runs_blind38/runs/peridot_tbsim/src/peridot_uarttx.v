// peridot_uarttx: UART transmitter, 8 data bits, optional even parity, 1 or 2 stop bits.
// Parameters: CLKS_PER_BIT (baud divider, default 16), PARITY (0 none / 1 even), STOP2 (1 = two stop bits).
// Handshake: pulse tx_start with tx_data while tx_busy is low; tx_done pulses after the last stop bit.
module peridot_uarttx #(
    parameter CLKS_PER_BIT = 16,
    parameter PARITY       = 0,
    parameter STOP2        = 0
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       tx_start,
    input  wire [7:0] tx_data,
    output reg        txd,
    output wire       tx_busy,
    output reg        tx_done
);
    localparam S_IDLE = 3'd0, S_START = 3'd1, S_DATA = 3'd2, S_PAR = 3'd3, S_STOP = 3'd4;
    localparam CW = $clog2(CLKS_PER_BIT);

    reg [2:0]    state;
    reg [CW-1:0] baud_cnt;
    reg [2:0]    bit_idx;
    reg [7:0]    shreg;
    reg          par;
    reg          stop_n;
    wire         baud_end = (baud_cnt == CLKS_PER_BIT - 1);

    assign tx_busy = (state != S_IDLE);

    always @(posedge clk) begin
        if (rst) begin
            state    <= S_IDLE;
            baud_cnt <= 0;
            bit_idx  <= 0;
            shreg    <= 8'h00;
            par      <= 1'b0;
            stop_n   <= 1'b0;
            txd      <= 1'b1;
            tx_done  <= 1'b0;
        end else begin
            tx_done <= 1'b0;
            if (state != S_IDLE)
                baud_cnt <= baud_end ? {CW{1'b0}} : baud_cnt + 1'b1;
            case (state)
                S_IDLE: begin
                    txd <= 1'b1;
                    if (tx_start) begin
                        shreg    <= tx_data;
                        par      <= ^tx_data;
                        baud_cnt <= 0;
                        txd      <= 1'b0;
                        state    <= S_START;
                    end
                end
                S_START: if (baud_end) begin
                    txd     <= shreg[0];
                    bit_idx <= 0;
                    state   <= S_DATA;
                end
                S_DATA: if (baud_end) begin
                    if (bit_idx == 3'd7) begin
                        if (PARITY) begin txd <= par;  state <= S_PAR;  end
                        else        begin txd <= 1'b1; state <= S_STOP; stop_n <= STOP2; end
                    end else begin
                        bit_idx <= bit_idx + 1'b1;
                        txd     <= shreg[bit_idx + 1'b1];
                    end
                end
                S_PAR: if (baud_end) begin
                    txd    <= 1'b1;
                    stop_n <= STOP2;
                    state  <= S_STOP;
                end
                S_STOP: if (baud_end) begin
                    if (stop_n) stop_n <= 1'b0;
                    else begin
                        state   <= S_IDLE;
                        tx_done <= 1'b1;
                    end
                end
                default: state <= S_IDLE;
            endcase
        end
    end
endmodule
