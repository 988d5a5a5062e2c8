// Testbench for marten_cksum: feeds three packets and compares the checksum with a reference computed in the testbench.
`timescale 1ns/1ps
module marten_cksum_tb;
    reg clk = 0, rst_n = 0, start = 0, word_valid = 0, finish = 0;
    reg [15:0] word = 0;
    wire [15:0] checksum;
    wire done;
    integer fails = 0, passes = 0;
    reg [31:0] ref_sum;

    marten_cksum dut (.clk(clk), .rst_n(rst_n), .start(start), .word_valid(word_valid),
                      .word(word), .finish(finish), .checksum(checksum), .done(done));

    always #4 clk = ~clk;

    task send_word(input [15:0] w);
        begin
            @(negedge clk) word = w; word_valid = 1;
            ref_sum = ref_sum + w;
            ref_sum = (ref_sum & 32'hFFFF) + (ref_sum >> 16);
            @(negedge clk) word_valid = 0;
        end
    endtask

    task check_packet(input [8*16-1:0] name);
        reg [15:0] expected;
        begin
            expected = ~ref_sum[15:0];
            @(negedge clk) finish = 1;
            @(negedge clk) finish = 0;
            if (checksum === expected) begin
                $display("PASS %0s checksum=%h", name, checksum);
                passes = passes + 1;
            end else begin
                $display("FAIL %0s checksum=%h expected=%h", name, checksum, expected);
                fails = fails + 1;
            end
        end
    endtask

    task begin_packet;
        begin
            ref_sum = 0;
            @(negedge clk) start = 1;
            @(negedge clk) start = 0;
        end
    endtask

    initial begin
        #20 rst_n = 1;
        begin_packet; send_word(16'h4500); send_word(16'h0073); send_word(16'h0000);
        check_packet("short_hdr");
        begin_packet; send_word(16'h8001); send_word(16'h8002);
        check_packet("one_carry");
        begin_packet; send_word(16'hFFFF); send_word(16'hFFFF); send_word(16'hFFFF); send_word(16'hFFFF);
        check_packet("stacked_carry");
        $display("summary: %0d passed, %0d failed", passes, fails);
        $finish;
    end
endmodule
