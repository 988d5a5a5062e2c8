// barnacle_spim: SPI master (mode 0), 8-bit transfers, MSB first, SCLK = clk / (2*DIV)
// Ports: start pulses one transfer of tx_data; busy is high until rx_data is valid and done pulses.
// Parameter DIV sets the half-period of SCLK in clk cycles (barnacle_sclkgen sub-module).
module barnacle_sclkgen #(parameter DIV = 4) (
    input  wire clk,
    input  wire rst_n,
    input  wire en,
    output reg  tick            // one clk-wide pulse every DIV cycles while en
);
    reg [$clog2(DIV)-1:0] cnt;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt  <= 0;
            tick <= 1'b0;
        end else if (!en) begin
            cnt  <= 0;
            tick <= 1'b0;
        end else if (cnt == DIV - 1) begin
            cnt  <= 0;
            tick <= 1'b1;
        end else begin
            cnt  <= cnt + 1'b1;
            tick <= 1'b0;
        end
    end
endmodule

module barnacle_spim #(parameter DIV = 4) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start,
    input  wire [7:0] tx_data,
    output reg  [7:0] rx_data,
    output wire       busy,
    output reg        done,
    output reg        sclk,
    output wire       mosi,
    input  wire       miso,
    output reg        cs_n
);
    reg [7:0] shreg;
    reg [3:0] bitcnt;
    reg       active;
    wire      tick;

    barnacle_sclkgen #(.DIV(DIV)) u_sclk (.clk(clk), .rst_n(rst_n), .en(active), .tick(tick));

    assign busy = active;
    assign mosi = shreg[7];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            shreg   <= 8'h00;
            rx_data <= 8'h00;
            bitcnt  <= 4'd0;
            active  <= 1'b0;
            sclk    <= 1'b0;
            cs_n    <= 1'b1;
            done    <= 1'b0;
        end else begin
            done <= 1'b0;
            if (!active) begin
                if (start) begin
                    shreg  <= tx_data;
                    bitcnt <= 4'd0;
                    active <= 1'b1;
                    cs_n   <= 1'b0;
                end
            end else if (tick) begin
                sclk <= ~sclk;
                if (!sclk) begin
                    // rising SCLK edge: sample MISO
                    rx_data <= {rx_data[6:0], miso};
                    bitcnt  <= bitcnt + 1'b1;
                end else begin
                    // falling SCLK edge: shift out next bit
                    shreg <= {shreg[6:0], 1'b0};
                    if (bitcnt == 4'd8) begin
                        active <= 1'b0;
                        cs_n   <= 1'b1;
                        done   <= 1'b1;
                    end
                end
            end
        end
    end
endmodule
