// osmium_spi: SPI master (mode 0) top level; instantiates osmium_sclk (SCLK divider) and osmium_shreg (8-bit shifter).
// Ports: clk, rst_n, start, div[3:0] (SCLK half-period in clk cycles), mosi_data[7:0] -> sclk, mosi, cs_n, miso_data[7:0], busy, done.
// Sub-modules live in osmium_sclk.v and osmium_shreg.v in this folder.
module osmium_spi (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start,
    input  wire [3:0] div,
    input  wire [7:0] mosi_data,
    input  wire       miso,
    output wire       sclk,
    output wire       mosi,
    output reg        cs_n,
    output wire [7:0] miso_data,
    output wire       busy,
    output reg        done
);
    reg  [3:0] edges;       // 16 SCLK edges per byte
    reg        active;
    wire       rise, fall;

    assign busy = active;

    osmium_sclk u_sclk (
        .clk(clk), .rst_n(rst_n), .run(active), .div(div),
        .sclk(sclk), .rise(rise), .fall(fall));

    osmium_shreg u_shreg (
        .clk(clk), .rst_n(rst_n), .load(start & ~active), .din(mosi_data),
        .sample(rise), .shift(fall), .miso(miso),
        .mosi(mosi), .dout(miso_data));

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            active <= 1'b0;
            cs_n   <= 1'b1;
            edges  <= 4'd0;
            done   <= 1'b0;
        end else begin
            done <= 1'b0;
            if (!active) begin
                if (start) begin
                    active <= 1'b1;
                    cs_n   <= 1'b0;
                    edges  <= 4'd0;
                end
            end else if (rise | fall) begin
                edges <= edges + 1'b1;
                if (edges == 4'd15) begin
                    active <= 1'b0;
                    cs_n   <= 1'b1;
                    done   <= 1'b1;
                end
            end
        end
    end
endmodule
