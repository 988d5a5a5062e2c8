// alder_uart: 8N1 UART transmitter with a separate baud-tick generator (alder_baud).
// Ports: clk, rst_n, tx_start, tx_data[7:0] -> txd, tx_busy
// Parameter CLKS_PER_BIT: system clocks per serial bit (default 16 for fast simulation).
// A frame is 1 start bit (0), 8 data bits LSB first, 1 stop bit (1).
module alder_baud #(parameter CLKS_PER_BIT = 16) (
    input  wire clk,
    input  wire rst_n,
    input  wire run,
    output wire tick
);
    localparam W = $clog2(CLKS_PER_BIT);
    reg [W-1:0] cnt;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            cnt <= 0;
        else if (!run || cnt == CLKS_PER_BIT - 1)
            cnt <= 0;
        else
            cnt <= cnt + 1'b1;
    end
    assign tick = run && (cnt == CLKS_PER_BIT - 1);
endmodule

module alder_uart #(parameter CLKS_PER_BIT = 16) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       tx_start,
    input  wire [7:0] tx_data,
    output reg        txd,
    output wire       tx_busy
);
    localparam IDLE = 2'd0, START = 2'd1, DATA = 2'd2, STOP = 2'd3;
    reg [1:0] state;
    reg [2:0] bit_idx;
    reg [7:0] shreg;
    wire tick;

    alder_baud #(.CLKS_PER_BIT(CLKS_PER_BIT)) u_baud (
        .clk(clk), .rst_n(rst_n), .run(state != IDLE), .tick(tick));

    assign tx_busy = (state != IDLE);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            state   <= IDLE;
            txd     <= 1'b1;
            bit_idx <= 3'd0;
            shreg   <= 8'h00;
        end else begin
            case (state)
            IDLE: begin
                txd <= 1'b1;
                if (tx_start) begin
                    shreg <= tx_data;
                    state <= START;
                    txd   <= 1'b0;
                end
            end
            START: if (tick) begin
                state   <= DATA;
                bit_idx <= 3'd0;
                txd     <= shreg[0];
            end
            DATA: if (tick) begin
                if (bit_idx == 3'd7) begin
                    state <= STOP;
                    txd   <= 1'b1;
                end else begin
                    bit_idx <= bit_idx + 1'b1;
                    txd     <= shreg[bit_idx + 1'b1];
                end
            end
            STOP: if (tick) begin
                state <= IDLE;
            end
            endcase
        end
    end
endmodule
